package battlecards

import (
	"strconv"
	"strings"
	"testing"
)

// The numeric options list their choices in order, off first, and every
// value that was valid stays so (options listed in order).
func TestOptionChoicesInOrder(t *testing.T) {
	for _, o := range mustGame(t).Info().Options {
		if o.Name != OptSupreme && o.Name != OptDomination {
			continue
		}
		if o.Choices[0] != "off" {
			t.Errorf("%s: %v does not start with off", o.Name, o.Choices)
		}
		last := 0
		for _, c := range o.Choices[1:] {
			n, err := strconv.Atoi(c)
			if err != nil || n <= last {
				t.Errorf("%s: %v is not in ascending order", o.Name, o.Choices)
				break
			}
			last = n
		}
	}
	for _, opt := range []string{"supreme=40", "supreme=80", "supreme=150", "supreme=off", "domination=3", "domination=5", "domination=8"} {
		k, v, _ := strings.Cut(opt, "=")
		if _, err := options.Resolve(map[string]string{k: v}); err != nil {
			t.Errorf("--opt %s: %v", opt, err)
		}
	}
}
