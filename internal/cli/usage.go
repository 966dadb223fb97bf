package cli

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
)

// refuseUnknownCommands makes every command of the tree that only groups
// others (cards, deck, the root) refuse a word that is none of them, as an
// error with a suggestion, where cobra would print the help and succeed.
// Alone, such a command prints its help.
func refuseUnknownCommands(cmd *cobra.Command) {
	for _, sub := range cmd.Commands() {
		refuseUnknownCommands(sub)
	}
	if !cmd.HasSubCommands() || cmd.Runnable() {
		return
	}
	if cmd.Annotations == nil {
		cmd.Annotations = map[string]string{}
	}
	cmd.Annotations[groupsCommands] = "yes"
	cmd.Args = cobra.ArbitraryArgs
	cmd.RunE = func(c *cobra.Command, args []string) error {
		if len(args) == 0 {
			return c.Help()
		}
		return unknownCommand(c, args[0])
	}
}

// groupsCommands marks, in a command's annotations, a command that only
// groups others.
const groupsCommands = "groups-commands"

// helpCmd is "omnideck help [command]": the help of a command, or an error
// for a word that is no command, where cobra's printed the root's usage
// and succeeded.
func helpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		Long:  "Help provides help for any command in the application.\nSimply type omnideck help [path to command] for full details.",
		RunE: func(c *cobra.Command, args []string) error {
			cmd, rest, err := c.Root().Find(args)
			if err != nil {
				return err
			}
			if len(rest) > 0 && cmd.Annotations[groupsCommands] != "" {
				return unknownCommand(cmd, rest[0])
			}
			cmd.InitDefaultHelpFlag()
			return cmd.Help()
		},
	}
}

// unknownCommand says that word is not a command of c, suggesting the
// closest ones and listing the others.
func unknownCommand(c *cobra.Command, word string) error {
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() && sub.Name() != "help" && sub.Name() != "completion" {
			names = append(names, sub.Name())
		}
	}
	msg := fmt.Sprintf("unknown command %q for %q", word, c.CommandPath())
	if c.SuggestionsMinimumDistance <= 0 {
		c.SuggestionsMinimumDistance = 2
	}
	if close := c.SuggestionsFor(word); len(close) > 0 {
		msg += fmt.Sprintf("; did you mean %q?", close[0])
	}
	return fmt.Errorf("%s (its commands: %s; see '%s --help')", msg, strings.Join(names, ", "), c.CommandPath())
}

// invalidValue matches pflag's error for a flag's value that its type
// does not take (pflag.InvalidValueError), which names the flag only in
// its message: `invalid argument "x" for "--games" flag: ...`.
type invalidValue interface {
	GetValue() string
	Unwrap() error
}

// invalidFlag finds the flag's name in an invalidValue's message.
var invalidFlag = regexp.MustCompile(`^invalid argument ".*" for "(?:-[^,"]+, )?--([^"]+)" flag: `)

// flagError says in words what is wrong with a flag's value, where pflag
// would quote a strconv error: "--games: "ten" is not a whole number".
// An unknown flag says where the flags are listed.
func flagError(c *cobra.Command, err error) error {
	var invalid invalidValue
	if errors.As(err, &invalid) {
		m := invalidFlag.FindStringSubmatch(err.Error())
		if m == nil {
			return err
		}
		f := c.Flags().Lookup(m[1])
		if f == nil {
			return err
		}
		if msg := valueWords(f.Value.Type(), invalid.GetValue(), invalid.Unwrap()); msg != "" {
			return fmt.Errorf("--%s: %s", f.Name, msg)
		}
		return err
	}
	if strings.HasPrefix(err.Error(), "unknown flag") || strings.HasPrefix(err.Error(), "unknown shorthand flag") {
		return fmt.Errorf("%w (see '%s --help' for its flags)", err, c.CommandPath())
	}
	return err
}

// valueWords says why text is not a value of a flag of type kind, or ""
// when it has no better words than cause.
func valueWords(kind, text string, cause error) string {
	var num *strconv.NumError
	tooBig := errors.As(cause, &num) && errors.Is(num.Err, strconv.ErrRange)
	quoted := strconv.Quote(text)
	switch kind {
	case "int", "int8", "int16", "int32", "int64":
		switch {
		case tooBig && strings.HasPrefix(strings.TrimSpace(text), "-"):
			return text + " is too small a number"
		case tooBig:
			return text + " is too large a number"
		}
		return quoted + " is not a whole number"
	case "uint", "uint8", "uint16", "uint32", "uint64":
		switch {
		case tooBig:
			return text + " is too large a number"
		case strings.HasPrefix(strings.TrimSpace(text), "-"):
			return quoted + " is not a whole number from 0 up"
		}
		return quoted + " is not a whole number"
	case "float32", "float64":
		return quoted + " is not a number"
	case "duration":
		return quoted + " is not a length of time, such as 500ms, 2s or 1m"
	case "bool":
		return quoted + " is neither true nor false"
	}
	return ""
}
