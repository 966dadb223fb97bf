package cli

import (
	"context"
	"errors"
	"io"
	"sync"
)

// errInterrupted ends a read that Ctrl-C cut short.
var errInterrupted = errors.New("interrupted")

// interruptible reads r until ctx ends (Ctrl-C): then Read returns
// errInterrupted at once, even while a read of r is still waiting for a
// person to type, so that the program can stop cleanly. Reads of r go on
// in one goroutine, one chunk ahead at most.
type interruptible struct {
	ctx  context.Context
	r    io.Reader
	once sync.Once
	ch   chan chunk
	left []byte // what the last chunk had beyond the last Read
	err  error  // r's error, once it has one
}

// chunk is one read of r.
type chunk struct {
	data []byte
	err  error
}

func (in *interruptible) Read(p []byte) (int, error) {
	if len(in.left) > 0 {
		n := copy(p, in.left)
		in.left = in.left[n:]
		return n, nil
	}
	if in.err != nil {
		return 0, in.err
	}
	if in.interrupted() {
		return 0, errInterrupted
	}
	in.once.Do(in.start)
	select {
	case c := <-in.ch:
		n := copy(p, c.data)
		in.left, in.err = c.data[n:], c.err
		if n == 0 && c.err != nil {
			return 0, c.err
		}
		return n, nil
	case <-in.ctx.Done():
		return 0, errInterrupted
	}
}

// start starts reading r in the background.
func (in *interruptible) start() {
	in.ch = make(chan chunk)
	go func() {
		for {
			buf := make([]byte, 4096)
			n, err := in.r.Read(buf)
			select {
			case in.ch <- chunk{data: buf[:n], err: err}:
			case <-in.ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
}

// interrupted reports whether ctx has ended.
func (in *interruptible) interrupted() bool { return in.ctx.Err() != nil }
