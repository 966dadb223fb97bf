package kit

import "testing"

// A counter cost is paid without a question when its amount is fixed; with
// a range it asks among the amounts the player holds, and the job's X is
// what was paid.
func TestPayCounter(t *testing.T) {
	g := newToy()
	bank := [2]int32{5, 0}
	var paid []int
	fixed := &PayCounter[*toy]{N: func(*toy, *Job) int { return 3 },
		Counter: func(_ *toy, p int) *int32 { return &bank[p] },
		Paid:    func(_ *toy, _ *Job, n int) { paid = append(paid, n) }}
	j := NewJob(0, NoObj, 0, nil)
	if !fixed.CanPay(g, &j) || fixed.Asks(g, &j) {
		t.Fatal("a fixed amount the player holds: payable, no question")
	}
	fixed.Pay(g, &j)
	fixed.Pay(g, &j) // paid once only
	if bank[0] != 2 || len(paid) != 1 {
		t.Fatalf("bank %d, paid %v", bank[0], paid)
	}
	if j2 := NewJob(0, NoObj, 1, nil); fixed.CanPay(g, &j2) {
		t.Error("a player with 0 can pay 3")
	}
	ranged := &PayCounter[*toy]{Verb: 7, N: func(*toy, *Job) int { return 1 }, Max: func(*toy, *Job) int { return 4 },
		Counter: func(_ *toy, p int) *int32 { return &bank[p] }}
	j = NewJob(0, NoObj, 0, nil)
	if !ranged.Asks(g, &j) {
		t.Fatal("a range of amounts asks")
	}
	opts := ranged.Choices(g, &j, nil)
	if len(opts) != 2 || opts[0].A != 1 || opts[1].A != 2 || opts[1].Verb != 7 {
		t.Fatalf("amounts %+v, want 1 and 2 (the bank holds 2)", opts)
	}
	ranged.Choose(g, &j, opts[1])
	if bank[0] != 0 || j.X != 2 || ranged.Asks(g, &j) {
		t.Errorf("bank %d, X %d", bank[0], j.X)
	}
}
