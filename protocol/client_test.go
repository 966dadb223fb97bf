package protocol

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/games"
)

// testRegistry loads the real games once for all tests.
var testRegistry = sync.OnceValues(games.Registry)

func registry(tb testing.TB) *engine.Registry {
	tb.Helper()
	reg, err := testRegistry()
	if err != nil {
		tb.Fatal(err)
	}
	return reg
}

// client talks to a Serve session over pipes, one request at a time.
type client struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
}

func newClient(t *testing.T, reg *engine.Registry) *client {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &client{t: t, in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := Serve(context.Background(), reg, inR, outW)
		outW.Close()
		c.done <- err
	}()
	t.Cleanup(func() { c.close() })
	return c
}

// raw sends one line and returns the response line.
func (c *client) raw(req string) string {
	c.t.Helper()
	if _, err := io.WriteString(c.in, req+"\n"); err != nil {
		c.t.Fatalf("writing %s: %v", req, err)
	}
	return c.read()
}

func (c *client) read() string {
	c.t.Helper()
	type result struct {
		line string
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		l, err := c.out.ReadString('\n')
		ch <- result{l, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			c.t.Fatalf("reading a response: %v", r.err)
		}
		if !strings.HasSuffix(r.line, "\n") || strings.Count(r.line, "\n") != 1 {
			c.t.Fatalf("response is not one line: %q", r.line)
		}
		return strings.TrimSuffix(r.line, "\n")
	case <-time.After(5 * time.Second):
		c.t.Fatal("no response within 5s")
	}
	return ""
}

// ok sends req (a JSON string) and decodes the successful response into
// into, failing the test on an error response.
func (c *client) ok(req string, into any) {
	c.t.Helper()
	resp := c.raw(req)
	var h ErrorResponse
	if err := json.Unmarshal([]byte(resp), &h); err != nil {
		c.t.Fatalf("%s: response %s is not JSON: %v", req, resp, err)
	}
	if !h.OK {
		c.t.Fatalf("%s: failed: %s", req, h.Error)
	}
	if into != nil {
		dec := json.NewDecoder(strings.NewReader(resp))
		if err := dec.Decode(into); err != nil {
			c.t.Fatalf("%s: decoding %s: %v", req, resp, err)
		}
	}
}

// fail sends req, expects an error response and returns it.
func (c *client) fail(req string) ErrorResponse {
	c.t.Helper()
	resp := c.raw(req)
	var e ErrorResponse
	dec := json.NewDecoder(strings.NewReader(resp))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		c.t.Fatalf("%s: response %s is not an error response: %v", req, resp, err)
	}
	if e.OK || e.Error == "" {
		c.t.Fatalf("%s: expected an error, got %s", req, resp)
	}
	return e
}

// close ends the input and waits for Serve to return.
func (c *client) close() {
	c.in.Close()
	select {
	case err := <-c.done:
		if err != nil {
			c.t.Errorf("Serve: %v", err)
		}
		c.done <- nil
	case <-time.After(5 * time.Second):
		c.t.Error("Serve did not return at the end of the input")
	}
}

// must marshals v into a request line.
func must(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}
