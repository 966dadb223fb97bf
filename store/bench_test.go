package store_test

import (
	"fmt"
	"sync"
	"testing"

	"omnideck/engine"
	"omnideck/store/storetest"
)

// BenchmarkAppend stores decisions of many matches at once, as a server
// under load does: each goroutine plays its own match.
func BenchmarkAppend(b *testing.B) {
	for _, be := range storetest.Backends(b) {
		b.Run(be.Name, func(b *testing.B) {
			s := storetest.Open(b, be)
			const matches = 64
			for i := range matches {
				if err := s.Create(ctx, newMatch(fmt.Sprint("m", i))); err != nil {
					b.Fatal(err)
				}
			}
			b.ResetTimer()
			var wg sync.WaitGroup
			per := b.N/matches + 1
			for i := range matches {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for v := range per {
						if err := s.Append(ctx, fmt.Sprint("m", i), v, engine.Decision{Player: v % 2, Action: "pass"}); err != nil {
							b.Error(err)
							return
						}
					}
				}()
			}
			wg.Wait()
		})
	}
}
