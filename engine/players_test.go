package engine

import (
	"slices"
	"testing"
)

func TestPlayerSet(t *testing.T) {
	var s PlayerSet
	if !s.Empty() || s.Len() != 0 || s.First() != -1 || len(s.Slice()) != 0 {
		t.Fatalf("zero set: empty %v len %d first %d slice %v", s.Empty(), s.Len(), s.First(), s.Slice())
	}
	s = s.With(3).With(0).With(15).With(3)
	if s.Empty() || s.Len() != 3 {
		t.Errorf("{0,3,15}: empty %v len %d", s.Empty(), s.Len())
	}
	for p, want := range map[int]bool{0: true, 3: true, 15: true, 1: false, 14: false, -1: false, 16: false, 100: false} {
		if got := s.Has(p); got != want {
			t.Errorf("Has(%d) = %v, want %v", p, got, want)
		}
	}
	if got := s.Slice(); !slices.Equal(got, []int{0, 3, 15}) {
		t.Errorf("Slice = %v", got)
	}
	if got := s.First(); got != 0 {
		t.Errorf("First = %d", got)
	}
	s = s.Without(0).Without(7)
	if got := s.Slice(); !slices.Equal(got, []int{3, 15}) || s.First() != 3 {
		t.Errorf("after Without(0), Without(7): %v first %d", got, s.First())
	}
	var all []int
	for p := range s.All() {
		all = append(all, p)
	}
	if !slices.Equal(all, []int{3, 15}) {
		t.Errorf("All = %v", all)
	}
	// All stops when the loop breaks.
	n := 0
	for range AllPlayers(8).All() {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("break after 2 counted %d", n)
	}
}

func TestAllPlayers(t *testing.T) {
	for n := 0; n <= 16; n++ {
		s := AllPlayers(n)
		if s.Len() != n {
			t.Errorf("AllPlayers(%d) has %d players", n, s.Len())
		}
		for p := range 16 {
			if s.Has(p) != (p < n) {
				t.Errorf("AllPlayers(%d).Has(%d) = %v", n, p, s.Has(p))
			}
		}
	}
}
