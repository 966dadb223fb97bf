package kit

// HintJobs are the jobs a game's hints judge effects with, kept in the
// state so that judging allocates nothing. A hint takes one (Take), reads
// the verbs' hints with it and gives it back (Done); a hint that judges
// other effects on the way (a card an effect would play) takes the next.
// A copy of a state may share them: Take makes each job anew.
type HintJobs struct {
	jobs  [3]Job
	depth int8
}

// Take returns a job of kind k from src for player p with effects, made
// as NewJob makes it, to use until Done.
func (h *HintJobs) Take(k uint8, src ObjID, p int, effects []Effect) *Job {
	var j *Job
	if int(h.depth) < len(h.jobs) {
		j = &h.jobs[h.depth]
	} else {
		j = new(Job) // deeper than any game goes
	}
	*j = NewJob(k, src, p, effects)
	h.depth++
	return j
}

// Done gives back the job taken last.
func (h *HintJobs) Done() { h.depth-- }
