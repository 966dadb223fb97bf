package kit

import "strconv"

// Ordinal writes n as a place in a row, for labels that tell equal cards
// apart by where they lie: "1st", "2nd", "3rd", "4th", "11th", "22nd".
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
