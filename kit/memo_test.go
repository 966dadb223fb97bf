package kit

import "testing"

func TestMemoKeepsOnlyWhileOn(t *testing.T) {
	var m Memo[int]
	m.Keep(1, 10)
	if _, ok := m.Recall(1); ok || m.Len() != 0 {
		t.Fatalf("an idle memo kept a value: len %d", m.Len())
	}
	m.Begin()
	m.Keep(1, 10)
	m.Keep(2, 20)
	if v, ok := m.Recall(2); !ok || v != 20 {
		t.Fatalf("Recall(2) = %d, %v; want 20, true", v, ok)
	}
	m.End()
	if _, ok := m.Recall(1); ok {
		t.Fatal("an ended memo was read")
	}
	m.Begin()
	if v, ok := m.Recall(1); !ok || v != 10 {
		t.Fatalf("what was kept before End was lost: %d, %v", v, ok)
	}
	m.Forget()
	if _, ok := m.Recall(1); ok || m.Len() != 0 {
		t.Fatal("Forget kept a value")
	}
}

func TestMemoSinceCompletesInPlace(t *testing.T) {
	var m Memo[int]
	m.Begin()
	m.Keep(1, 1)
	mark := m.Len()
	m.Keep(2, 2)
	m.Keep(3, 3)
	for i := range m.Since(mark) {
		m.Since(mark)[i].V *= 100
	}
	for id, want := range map[ObjID]int{1: 1, 2: 200, 3: 300} {
		if v, _ := m.Recall(id); v != want {
			t.Errorf("Recall(%d) = %d, want %d", id, v, want)
		}
	}
}

func TestMemoAsideKeepsTheGameAsItStands(t *testing.T) {
	var m Memo[int]
	m.Begin()
	m.Keep(1, 10)
	for _, room := range []int{0, 1, 8} {
		kept := m.Aside(room)
		if _, ok := m.Recall(1); ok {
			t.Fatalf("room %d: the trial read the game as it stands", room)
		}
		for id := ObjID(1); id <= 4; id++ {
			m.Keep(id, -1) // the changed game's values, past the room made
		}
		if v, _ := m.Recall(1); v != -1 {
			t.Fatalf("room %d: the trial did not keep its own values", room)
		}
		m = kept
		if v, ok := m.Recall(1); !ok || v != 10 || m.Len() != 1 {
			t.Fatalf("room %d: after the trial, Recall(1) = %d, %v with %d kept; want 10, true with 1",
				room, v, ok, m.Len())
		}
	}
}
