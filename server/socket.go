package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"omnideck/engine"
	"omnideck/match"
)

// socket is one WebSocket connection to a table: a seat's (its credential
// checked) or a spectator's. Frames go out as the match has news for the
// watcher; requests come in as JSON (match.Request), at most Limits'
// rate, each answered by an ack or an error frame.
type socket struct {
	conn   *websocket.Conn
	w      *match.Watcher
	cancel context.CancelFunc
	once   sync.Once
}

// pingEvery is how often an idle connection is checked.
const pingEvery = 30 * time.Second

// socket answers GET /api/tables/{id}/socket: a WebSocket to the table, as
// the seat the browser's credential holds there, or as a spectator (always
// with ?watch=1).
func (s *Server) socket(w http.ResponseWriter, r *http.Request) {
	m := s.local(w, r)
	if m == nil {
		return
	}
	seat := s.seatOf(r, m)
	if r.URL.Query().Get("watch") != "" || seat < 0 {
		seat = engine.Spectator
	}
	addr := s.clientAddr(r)
	if !s.limits.connect(addr) {
		s.metrics.refused.Inc()
		writeError(w, http.StatusTooManyRequests, "too many connections from your address")
		return
	}
	defer s.limits.disconnect(addr)
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{CompressionMode: websocket.CompressionContextTakeover})
	if err != nil {
		return // Accept has answered.
	}
	conn.SetReadLimit(s.limits.l.MessageBytes)
	ctx, cancel := context.WithCancel(context.Background())
	sock := &socket{conn: conn, cancel: cancel}
	s.mu.Lock()
	if s.closing {
		s.mu.Unlock()
		cancel()
		conn.Close(websocket.StatusGoingAway, "the server is restarting")
		return
	}
	s.conns[sock] = struct{}{}
	s.sockets.Add(1)
	s.mu.Unlock()
	defer s.sockets.Done()
	s.metrics.connections.Inc()
	sock.w = m.Watch(seat)
	defer func() {
		sock.w.Close()
		cancel()
		s.mu.Lock()
		delete(s.conns, sock)
		s.mu.Unlock()
		s.metrics.connections.Dec()
		conn.CloseNow()
	}()
	go s.writeFrames(ctx, sock)
	s.readRequests(ctx, sock)
}

// writeFrames sends the watcher's frames as they come, and pings an idle
// connection. A write that fails or takes too long ends the connection;
// the client reconnects and gets a snapshot. So does a match that closes
// because another server has taken its table over: the client reconnects
// and is sent there.
func (s *Server) writeFrames(ctx context.Context, sock *socket) {
	defer sock.cancel()
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	gone := sock.w.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case <-gone:
			gone = nil
			sock.goAway("the table has moved to another server")
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := sock.conn.Ping(pctx)
			cancel()
			if err != nil {
				return
			}
		case <-sock.w.Ready:
			for _, f := range sock.w.Next() {
				wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
				err := sock.conn.Write(wctx, websocket.MessageText, f)
				cancel()
				if err != nil {
					return
				}
			}
		}
	}
}

// readRequests reads and handles the client's requests until the
// connection ends. A message that is not a request, or one over the rate
// limit, is answered with an error frame and changes nothing.
func (s *Server) readRequests(ctx context.Context, sock *socket) {
	lim := s.limits.l
	var b bucket
	for {
		kind, data, err := sock.conn.Read(ctx)
		if err != nil {
			var ce websocket.CloseError
			if !errors.As(err, &ce) && ctx.Err() == nil {
				s.log.Debug("socket read", "err", err)
			}
			return
		}
		if kind != websocket.MessageText {
			s.metrics.refused.Inc()
			sock.w.Reply(0, errors.New("send requests as JSON text"))
			continue
		}
		var req match.Request
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			s.metrics.refused.Inc()
			sock.w.Reply(0, errors.New("that is not a request: "+err.Error()))
			continue
		}
		if !b.take(time.Now(), float64(lim.Messages), lim.MessageBurst) {
			s.metrics.refused.Inc()
			sock.w.Reply(req.ID, errors.New("too many messages: slow down"))
			continue
		}
		sock.w.Handle(ctx, req)
	}
}

// goAway closes the connection, saying why, for a server that is
// stopping or a table served elsewhere now: the client reconnects, to this
// server once it is back or to another.
func (sock *socket) goAway(why string) {
	sock.once.Do(func() {
		// Close waits for the client's answer; the server does not.
		go func() {
			sock.conn.Close(websocket.StatusGoingAway, why)
			sock.cancel()
		}()
	})
}
