package battlecards

import "omnideck/kit"

// Claiming a Resource and challenging a claim (Attempt to Claim a
// Resource OR Challenging a Claimed Resource). A Robot from Homebase
// stakes a claim on an unclaimed Resource; each opponent in turn order
// may contest it with one of their Robots from Homebase whose Speed
// matches or exceeds the claiming Robot's, and the first who does
// battles it. A challenge of a Resource an opponent controls is met by
// the Robot controlling it, whatever the Speeds. The Robots stay where
// they are until the battle is over: the winner then stands on the
// Resource.

// claim is a claim waiting for the opponents' answer.
type claim struct {
	on bool
	// robot stakes the claim on res for seat.
	robot, res kit.ObjID
	seat       int8
	// asked is how many opponents, in turn order, have let it stand.
	asked int8
}

// startClaim stakes player p's claim on Resource res with Robot id.
func (s *State) startClaim(p int, id, res kit.ObjID) {
	s.claim = claim{on: true, robot: id, res: res, seat: int8(p)}
	s.logf(evClaim, p, s.ref(id), s.ref(res))
}

// claimStep asks the next opponent who could contest the claim, or
// settles it: the Robot stands on the Resource.
func (s *State) claimStep() {
	c := &s.claim
	for int(c.asked) < s.n-1 {
		q := (int(c.seat) + 1 + int(c.asked)) % s.n
		if s.canContest(q) {
			s.ask(decContest, q)
			return
		}
		c.asked++
	}
	c.on = false
	s.stand(c.robot, c.res)
	s.logf(evControl, int(c.seat), s.ref(c.robot), s.ref(c.res))
}

// canContest reports whether player q has a Robot that may contest the
// claim.
func (s *State) canContest(q int) bool {
	if s.granted[s.claim.seat]&grantUncontested != 0 {
		return false
	}
	for _, id := range s.t.Zones[zone(q, zHomebase)].Cards {
		if s.mayContest(q, id) {
			return true
		}
	}
	return false
}

// mayContest reports whether player q's Robot id may contest the claim:
// its Speed matches or exceeds the claiming Robot's, unless an effect
// lets q's Robots contest whatever their Speed.
func (s *State) mayContest(q int, id kit.ObjID) bool {
	return s.granted[q]&grantAnySpeed != 0 || s.speed(id) >= s.speed(s.claim.robot)
}

// contestOptions are player p's Robots that may contest the claim, and
// letting it stand.
func (s *State) contestOptions(p int, out []kit.Option) []kit.Option {
	for _, id := range s.t.Zones[zone(p, zHomebase)].Cards {
		if s.mayContest(p, id) {
			out = append(out, kit.Option{Verb: vContest, A: s.handle(id)})
		}
	}
	return append(out, kit.Option{Verb: vLetStand})
}

// contestAnswer contests the claim with the chosen Robot, which battles
// the claiming Robot, or lets it stand.
func (s *State) contestAnswer(p int, o kit.Option) {
	c := &s.claim
	if o.Verb != vContest {
		c.asked++
		return
	}
	c.on = false
	id := s.byHandle(o.A)
	s.logf(evContest, p, s.ref(id), s.ref(c.res))
	s.startBattle(c.robot, id, c.res, false)
}

// startChallenge challenges the Resource res an opponent controls with
// player p's Robot id: the Robot controlling it must meet the challenge.
func (s *State) startChallenge(p int, id, res kit.ObjID) {
	s.logf(evChallenge, p, s.ref(id), s.ref(res))
	s.startBattle(id, s.holder(res), res, true)
}
