// Package docs holds the documents the programs show: each game's
// rulebook and the project's readings of it, for the rules pages.
package docs

import (
	"embed"
	"strings"
)

//go:embed rules/*.md rules/rulebooks/*
var files embed.FS

// Rules returns the rulebook of the game with id, as published, and the
// project's notes on how it reads the rulebook (Markdown); "" where there
// is none. A rulebook in several files ("ID.txt", then "ID-*") comes as
// one text.
func Rules(id string) (rulebook, notes string) {
	if data, err := files.ReadFile("rules/" + id + ".md"); err == nil {
		notes = string(data)
	}
	entries, _ := files.ReadDir("rules/rulebooks")
	var parts []string
	for _, e := range entries {
		name := e.Name()
		if strings.TrimSuffix(name, ".txt") == id || strings.HasPrefix(name, id+"-") {
			if data, err := files.ReadFile("rules/rulebooks/" + name); err == nil {
				if name == id+".txt" {
					parts = append([]string{string(data)}, parts...)
				} else {
					parts = append(parts, string(data))
				}
			}
		}
	}
	return strings.Join(parts, "\n\n"), notes
}
