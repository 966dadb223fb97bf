package store_test

import (
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/store/storetest"
)

// TestAppendLatency measures, when OMNIDECK_LATENCY is set, how long
// appends take at a steady rate from many matches: the store's share of a
// move's latency under load.
func TestAppendLatency(t *testing.T) {
	if os.Getenv("OMNIDECK_LATENCY") == "" {
		t.Skip("a measurement: set OMNIDECK_LATENCY=1 to run it")
	}
	s := storetest.Open(t, storetest.Backends(t)[0])
	const matches, rate, seconds = 500, 1000, 20
	for i := range matches {
		if err := s.Create(ctx, newMatch(fmt.Sprint("m", i))); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	var lat []time.Duration
	var wg sync.WaitGroup
	every := time.Second * matches / rate
	for i := range matches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(every * time.Duration(i) / matches)
			tick := time.NewTicker(every)
			defer tick.Stop()
			for v := 0; v < seconds*rate/matches; v++ {
				<-tick.C
				start := time.Now()
				if err := s.Append(ctx, fmt.Sprint("m", i), v, engine.Decision{Player: v % 2, Action: "pass"}); err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				lat = append(lat, time.Since(start))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	slices.Sort(lat)
	n := len(lat)
	t.Logf("%d appends at %d a second: p50 %s, p99 %s, max %s", n, rate, lat[n/2], lat[n*99/100], lat[n-1])
}
