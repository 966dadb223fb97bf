package kit

import "strconv"

// Count is n with the noun that agrees with it, for the log and labels:
// Count(1, "card", "cards") is "1 card", Count(4, "card", "cards") is
// "4 cards".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
