package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// MaxLineBytes is the longest request line accepted, not counting its line
// ending. A longer line is skipped and answered with an error.
const MaxLineBytes = 1 << 20

// line is one request line read from the input, or the end of the input.
type line struct {
	text    []byte
	tooLong bool
	// err is set, alone, at the end of the input: io.EOF or a read error.
	err error
}

// readLines sends the input's lines to out until the input ends or stop is
// closed. A line ends with "\n", optionally preceded by "\r"; the last line
// needs no line ending. Memory stays bounded: the rest of an over-long line
// is read and dropped.
func readLines(in io.Reader, out chan<- line, stop <-chan struct{}) {
	r := bufio.NewReaderSize(in, 64<<10)
	send := func(l line) bool {
		select {
		case out <- l:
			return true
		case <-stop:
			return false
		}
	}
	for {
		l, err := readLine(r)
		if len(l.text) > 0 || l.tooLong {
			if !send(l) {
				return
			}
		}
		if err != nil {
			send(line{err: err})
			return
		}
	}
}

// readLine reads one line of at most MaxLineBytes. It returns io.EOF (or a
// read error) together with the last, unterminated line, if any.
func readLine(r *bufio.Reader) (line, error) {
	var l line
	for {
		chunk, err := r.ReadSlice('\n')
		if !l.tooLong {
			// Two bytes of slack for the "\r\n" trimmed below.
			if len(l.text)+len(chunk) > MaxLineBytes+2 {
				l.tooLong, l.text = true, nil
			} else {
				l.text = append(l.text, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		l.text = bytes.TrimSuffix(l.text, []byte("\n"))
		l.text = bytes.TrimSuffix(l.text, []byte("\r"))
		if len(l.text) > MaxLineBytes {
			l.tooLong, l.text = true, nil
		}
		return l, err
	}
}

// blank reports whether a line holds only white space; such lines are not
// requests and get no response.
func blank(text []byte) bool { return len(bytes.TrimSpace(text)) == 0 }

// writeResponse writes one response as a single line of JSON and flushes
// it, so that a client waiting for the answer gets it at once.
func writeResponse(w *bufio.Writer, resp []byte) error {
	if _, err := w.Write(resp); err != nil {
		return err
	}
	if err := w.WriteByte('\n'); err != nil {
		return err
	}
	return w.Flush()
}

// encode marshals a response without escaping <, > and & (the output is not
// HTML) and without a trailing newline.
func encode(r response) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
