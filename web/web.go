// Package web is the page players open: plain ES modules, HTML and CSS,
// embedded in the binary, with nothing to build. The page draws every
// game from the engine's common table view, so it names no game; a game
// may add a stylesheet of its own (static/games/ID.css).
package web

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"
)

//go:embed static
var static embed.FS

// Handler serves the page: its files by path, and index.html for every
// other path, where the page's own router takes over (/t/ID, /r/ID,
// /rules/GAME).
func Handler() http.Handler {
	root, _ := fs.Sub(static, "static")
	files := http.FileServerFS(root)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name != "" {
			if f, err := root.Open(name); err == nil {
				f.Close()
				w.Header().Set("Cache-Control", "no-cache")
				files.ServeHTTP(w, r)
				return
			}
		}
		if strings.HasPrefix(name, "api/") || strings.Contains(name, ".") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; connect-src 'self'")
		data, _ := fs.ReadFile(root, "index.html")
		w.Write(data)
	})
}
