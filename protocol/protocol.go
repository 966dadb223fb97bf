// Package protocol is Omnideck's line-oriented JSON protocol, for bots,
// tests and other programs that play games through the engine: what UCI is
// for chess engines. `omnideck engine` serves it on stdin and stdout.
//
// A client writes one JSON object per line, such as
//
//	{"id": 1, "cmd": "new", "game": "omnitrix", "players": 2, "seed": 7}
//
// and reads exactly one JSON line back for each request, carrying the same
// id and "ok": true with the command's answer, or "ok": false with an
// "error" that says what was wrong. A bad request never ends the session.
// Seats are numbered from 0; texts meant for people, such as log lines and
// engine error messages, call seat 0 "Player 1".
//
// The commands are games, new, view, legal, apply, log, result, replay and
// quit; docs/protocol.md describes each with examples. The request and
// response types in this package are the messages' shapes.
package protocol

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"omnideck/engine"
)

// Serve runs one protocol session: it reads requests from in, one per line,
// and writes one response line to out for each, flushed at once. It returns
// nil when the input ends or after answering "quit", ctx.Err() when ctx is
// done, and an error when reading or writing fails.
//
// Blank lines are ignored. A line longer than [MaxLineBytes] is answered
// with an error and the session goes on. A nil reg serves no games.
//
// Serve reads in on a goroutine of its own so that it can stop when ctx is
// done; if a read is blocked then, that goroutine ends only when the read
// returns.
func Serve(ctx context.Context, reg *engine.Registry, in io.Reader, out io.Writer) error {
	if reg == nil {
		reg = &engine.Registry{}
	}
	lines := make(chan line)
	stop := make(chan struct{})
	defer close(stop)
	go readLines(in, lines, stop)

	w := bufio.NewWriter(out)
	s := &session{reg: reg}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		var l line
		select {
		case <-ctx.Done():
			return ctx.Err()
		case l = <-lines:
		}
		switch {
		case errors.Is(l.err, io.EOF):
			return nil
		case l.err != nil:
			return fmt.Errorf("protocol: reading requests: %w", l.err)
		case !l.tooLong && blank(l.text):
			continue
		}
		if err := writeResponse(w, s.answer(l)); err != nil {
			return fmt.Errorf("protocol: writing a response: %w", err)
		}
		if s.quit {
			return nil
		}
	}
}

// answer handles one request line and returns its response, encoded. It
// never panics: a panic while handling the request or encoding its answer
// becomes an internal error response.
func (s *session) answer(l line) (out []byte) {
	var id json.RawMessage
	defer func() {
		if v := recover(); v != nil {
			s.quit = false
			out = errorResponse(id, fmt.Sprintf("internal error: %v (the request changed nothing; this is a bug)", v))
		}
	}()
	if l.tooLong {
		return errorResponse(nil, fmt.Sprintf("request line too long: the limit is %d bytes (1 MiB); the line was skipped", MaxLineBytes))
	}
	id, fields, name, err := envelope(l.text)
	if err != nil {
		return errorResponse(id, err.Error())
	}
	cmd, ok := commands[name]
	if !ok {
		return errorResponse(id, fmt.Sprintf("unknown command %q (commands: %s)", name, commandList()))
	}
	resp, err := cmd.run(s, name, l.text, fields)
	if err != nil {
		return errorResponse(id, name+": "+err.Error())
	}
	h := resp.header()
	h.ID, h.OK = id, true
	b, err := encode(resp)
	if err != nil {
		return errorResponse(id, fmt.Sprintf("internal error: %s: cannot encode the answer: %v", name, err))
	}
	return b
}

// errorResponse encodes a failure. It cannot fail itself: the id is valid
// JSON and the message a string.
func errorResponse(id json.RawMessage, msg string) []byte {
	b, err := encode(&ErrorResponse{Header: Header{ID: id}, Error: msg})
	if err != nil {
		b, _ = encode(&ErrorResponse{Error: msg})
	}
	return b
}
