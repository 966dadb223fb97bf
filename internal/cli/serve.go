package cli

import (
	"fmt"
	"log/slog"
	"net"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/spf13/cobra"

	"omnideck/server"
	"omnideck/store"
)

func (e *env) serveCmd() *cobra.Command {
	var addr, data, db string
	var secure bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the lobby and tables to browsers: play every game against friends or the AI",
		Long: "Serves Omnideck to browsers: a lobby where anyone creates a table of any game, with AI\n" +
			"or human seats, invites a friend by link, plays, watches and replays. Matches are stored\n" +
			"as they are played (SQLite in the data folder, or PostgreSQL with --db), so a restart\n" +
			"loses nothing. Stops cleanly on Ctrl-C or SIGTERM.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM)
			defer stop()
			log := slog.New(slog.NewTextHandler(e.err, &slog.HandlerOptions{Level: slog.LevelInfo}))
			dsn := db
			if dsn == "" {
				dsn = filepath.Join(data, "omnideck.db")
			}
			st, err := store.Open(ctx, dsn)
			if err != nil {
				return err
			}
			defer st.Close()
			srv, err := server.New(ctx, server.Config{Registry: e.reg, Store: st, Log: log, SecureCookies: secure})
			if err != nil {
				return err
			}
			where := "the SQLite database " + dsn
			if st.Postgres() {
				where = "PostgreSQL"
			}
			return srv.ListenAndServe(ctx, addr, func(a net.Addr) {
				fmt.Fprintf(e.out, "Omnideck is serving at %s (matches kept in %s). Stop with Ctrl-C.\n", pageURL(a), where)
			})
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "localhost:8080", "address to listen on (\":8080\" for every interface)")
	cmd.Flags().StringVar(&data, "data", "omnideck-data", "folder for the embedded database")
	cmd.Flags().StringVar(&db, "db", "", "a PostgreSQL URL (postgres://...) to keep matches in, in place of the data folder")
	cmd.Flags().BoolVar(&secure, "secure-cookies", false, "mark seat cookies Secure (when served over HTTPS)")
	return cmd
}

// pageURL is the address a person opens in a browser.
func pageURL(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String()
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() || ip.IsLoopback() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
