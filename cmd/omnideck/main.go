// Command omnideck plays, tests and analyses trading card games with every
// rule enforced. Run "omnideck help" for its commands.
package main

import (
	"os"

	"omnideck/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
