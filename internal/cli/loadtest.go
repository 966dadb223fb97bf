package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"omnideck/loadtest"
	"omnideck/server"
	"omnideck/store"
)

func (e *env) loadtestCmd() *cobra.Command {
	var cfg loadtest.Config
	var games, db, cpuProfile string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "loadtest",
		Short: "Measure how many matches a server holds: bots play many matches at once over WebSocket",
		Long: "Drives --matches concurrent matches between pairs of bot clients over WebSocket, each bot\n" +
			"taking --pace on average to choose, and reports the matches held, moves a second, move\n" +
			"latency (a move's submission to the update that shows it) and bytes per update. Without\n" +
			"--url it starts a server in this process, on a fresh SQLite database (or --db), so that\n" +
			"one command measures the whole path. docs/benchmarks.md records its figures.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if games != "" {
				cfg.Games = strings.Split(games, ",")
			}
			if cfg.URL == "" {
				url, stop, err := e.localServer(ctx, db)
				if err != nil {
					return err
				}
				defer stop()
				cfg.URL = url
			}
			if cpuProfile != "" {
				stop, err := startCPUProfile(cpuProfile)
				if err != nil {
					return err
				}
				defer stop()
			}
			res, err := loadtest.Run(ctx, cfg)
			if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(e.out)
				enc.SetIndent("", "  ")
				return enc.Encode(res)
			}
			fmt.Fprintln(e.out, res)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&cfg.URL, "url", "", "the server to load (default: one started here)")
	f.StringVar(&db, "db", "", "with no --url: a PostgreSQL URL for the server started here (default: SQLite in a temporary folder)")
	f.IntVar(&cfg.Matches, "matches", 200, "matches played at once")
	f.DurationVar(&cfg.Pace, "pace", 2*time.Second, "a bot's mean time to choose")
	f.DurationVar(&cfg.Ramp, "ramp", 10*time.Second, "time over which the matches start")
	f.DurationVar(&cfg.Duration, "duration", 30*time.Second, "time measured after the ramp")
	f.StringVar(&games, "games", "", "comma-separated games to play (default: every two-player game)")
	f.Uint64Var(&cfg.Seed, "seed", 1, "seed of the bots' choices")
	f.BoolVar(&asJSON, "json", false, "print the result as JSON")
	f.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of this process (bots, and the server when started here) to `FILE`, for go tool pprof")
	return cmd
}

// startCPUProfile profiles this process's CPU into path until the returned
// function is called.
func startCPUProfile(path string) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// localServer starts a server in this process for a load test, with limits
// that let one address open every socket, and returns its URL.
func (e *env) localServer(ctx context.Context, db string) (string, func(), error) {
	dir, err := os.MkdirTemp("", "omnideck-load-")
	if err != nil {
		return "", nil, err
	}
	dsn := db
	if dsn == "" {
		dsn = filepath.Join(dir, "omnideck.db")
	}
	st, err := store.Open(ctx, dsn)
	if err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	srv, err := server.New(ctx, server.Config{Registry: e.reg, Store: st,
		Limits: server.Limits{Actions: 1 << 30, Burst: 1 << 20, Connections: 1 << 20}})
	if err != nil {
		st.Close()
		os.RemoveAll(dir)
		return "", nil, err
	}
	sctx, cancel := context.WithCancel(ctx)
	addr := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- srv.ListenAndServe(sctx, "127.0.0.1:0", func(a net.Addr) { addr <- a.String() })
	}()
	select {
	case a := <-addr:
		return "http://" + a, func() {
			cancel()
			<-done
			st.Close()
			os.RemoveAll(dir)
		}, nil
	case err := <-done:
		cancel()
		st.Close()
		os.RemoveAll(dir)
		return "", nil, err
	}
}
