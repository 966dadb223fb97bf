package server

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are what /metrics reports, on a registry of the server's own.
type metrics struct {
	reg         *prometheus.Registry
	tables      prometheus.Gauge
	connections prometheus.Gauge
	moves       prometheus.Counter
	finished    prometheus.Counter
	frames      prometheus.Counter
	bytes       prometheus.Counter
	refused     prometheus.Counter
	forwarded   prometheus.Counter
	taken       prometheus.Counter
	moveSeconds prometheus.Histogram
}

func newMetrics() *metrics {
	m := &metrics{
		reg:         prometheus.NewRegistry(),
		tables:      prometheus.NewGauge(prometheus.GaugeOpts{Name: "omnideck_tables", Help: "Tables held in memory: open, being played, or watched."}),
		connections: prometheus.NewGauge(prometheus.GaugeOpts{Name: "omnideck_connections", Help: "Open WebSocket connections."}),
		moves:       prometheus.NewCounter(prometheus.CounterOpts{Name: "omnideck_moves_total", Help: "Decisions stored and applied."}),
		finished:    prometheus.NewCounter(prometheus.CounterOpts{Name: "omnideck_games_finished_total", Help: "Games played to their end."}),
		frames:      prometheus.NewCounter(prometheus.CounterOpts{Name: "omnideck_frames_sent_total", Help: "Frames sent to watchers."}),
		bytes:       prometheus.NewCounter(prometheus.CounterOpts{Name: "omnideck_frame_bytes_total", Help: "Bytes of frames sent to watchers, before compression."}),
		refused:     prometheus.NewCounter(prometheus.CounterOpts{Name: "omnideck_requests_refused_total", Help: "Requests refused: bad input, limits, stale moves."}),
		forwarded:   prometheus.NewCounter(prometheus.CounterOpts{Name: "omnideck_requests_forwarded_total", Help: "Requests (sockets among them) forwarded to the server that serves their table."}),
		taken:       prometheus.NewCounter(prometheus.CounterOpts{Name: "omnideck_tables_taken_total", Help: "Tables this server began to serve that it did not create: taken over from a server that stopped or died, or nobody served."}),
		moveSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "omnideck_move_seconds", Help: "Time to check, store and apply a decision.",
			Buckets: []float64{.0005, .001, .002, .005, .01, .02, .05, .1, .25, 1}}),
	}
	m.reg.MustRegister(m.tables, m.connections, m.moves, m.finished, m.frames, m.bytes, m.refused, m.forwarded, m.taken, m.moveSeconds,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}
