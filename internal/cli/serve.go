package cli

import (
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"omnideck/server"
	"omnideck/store"
)

func (e *env) serveCmd() *cobra.Command {
	var addr, data, db, replica, advertise string
	var secure bool
	var lease time.Duration
	var proxies []string
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the lobby and tables to browsers: play every game against friends or the AI",
		Long: "Serves Omnideck to browsers: a lobby where anyone creates a table of any game, with AI\n" +
			"or human seats, invites a friend by link, plays, watches and replays. Matches are stored\n" +
			"as they are played (SQLite in the data folder, or PostgreSQL with --db), so a restart\n" +
			"loses nothing. Stops cleanly on Ctrl-C or SIGTERM.\n\n" +
			"Several servers may share one PostgreSQL database behind one address: each table is\n" +
			"served by one of them at a time, any of them forwards a table's requests to it, and\n" +
			"when it dies another takes its tables over (docs/deploy.md).",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM)
			defer stop()
			log := slog.New(slog.NewTextHandler(e.err, &slog.HandlerOptions{Level: slog.LevelInfo}))
			dsn := db
			if dsn == "" {
				dsn = os.Getenv(dbEnv)
			}
			if dsn == "" {
				dsn = filepath.Join(data, "omnideck.db")
			}
			st, err := store.Open(ctx, dsn)
			if err != nil {
				return err
			}
			defer st.Close()
			trusted, err := trustedProxies(proxies)
			if err != nil {
				return err
			}
			if advertise == "" {
				advertise = advertiseURL(addr)
			}
			srv, err := server.New(ctx, server.Config{Registry: e.reg, Store: st, Log: log, SecureCookies: secure,
				Replica: replica, Advertise: advertise, Lease: lease, TrustedProxies: trusted})
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
	cmd.Flags().StringVar(&db, "db", "", "a PostgreSQL URL (postgres://...) to keep matches in, in place of the data folder (default $"+dbEnv+")")
	cmd.Flags().BoolVar(&secure, "secure-cookies", false, "mark seat cookies Secure (when served over HTTPS)")
	cmd.Flags().StringSliceVar(&proxies, "trusted-proxy", nil, "an address or CIDR of a proxy in front of the server, whose X-Forwarded-For names the client the limits count (repeat, or separate with commas)")
	cmd.Flags().StringVar(&replica, "replica", "", "with --db: this server's name among the servers sharing the database (default: host name and process id)")
	cmd.Flags().StringVar(&advertise, "advertise", "", "with --db: the address the other servers reach this one at (default: http://HOST:PORT of --addr, the host name where --addr names none)")
	cmd.Flags().DurationVar(&lease, "lease", 10*time.Second, "with --db: how long a table whose server died waits before another server takes it over")
	return cmd
}

// trustedProxies reads --trusted-proxy: addresses and CIDRs.
func trustedProxies(list []string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, s := range list {
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p.Masked())
		} else if a, err := netip.ParseAddr(s); err == nil {
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
		} else {
			return nil, fmt.Errorf("--trusted-proxy %q: not an address (10.0.0.5) or a CIDR (10.0.0.0/8)", s)
		}
	}
	return out, nil
}

// dbEnv names the variable that may hold the PostgreSQL URL in place of
// --db, to keep its password off the command line.
const dbEnv = "OMNIDECK_DB"

// advertiseURL is the address other servers reach a server listening on
// addr at: its host, or the machine's name where addr names no host.
func advertiseURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return ""
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		if name, err := os.Hostname(); err == nil {
			host = name
		}
	}
	return "http://" + net.JoinHostPort(host, port)
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
