package superbenji

// ref names a target: an object (>= 0) or a player (-1 is seat 0, -2 seat
// 1).
type ref int32

func playerRef(p int) ref    { return ref(-1 - p) }
func (r ref) isPlayer() bool { return r < 0 }
func (r ref) player() int    { return int(-1 - r) }
func (r ref) obj() ObjID     { return ObjID(r) }
func objRef(id ObjID) ref    { return ref(id) }

// jobKind says where a job comes from.
type jobKind uint8

const (
	jobCard    jobKind = iota // a card played from hand
	jobAbility                // an activated ability
	jobTrigger                // a triggered ability
	jobDelayed                // a delayed effect whose time has come
)

// stage is how far a job has got.
type stage uint8

const (
	stageBuild   stage = iota // choosing mode, targets, X and how to pay
	stageCounter              // the opponent may answer a card from hand
	stageResolve              // the effects happen, one at a time (9.4)
)

// job is one card, ability or trigger on its way from being played to
// having resolved. Every choice made for it is kept here, so a game can be
// copied at any point of it.
type job struct {
	kind    jobKind
	src     ObjID // the card played, or the card whose ability it is
	ctrl    int8
	ability int8     // the ability's index, for jobAbility
	effects []Effect // what will resolve; a chosen mode is spliced in
	targets [][]ref  // chosen targets per effect
	picked  int      // effects whose targets are settled
	asked   bool     // an optional trigger's "you may" was answered yes
	x       int      // times a repeated cost was paid
	xSet    bool
	spent   []pooled // actions spent for an "up to" cost
	spendOK bool     // the "up to" spending is finished
	paid    bool     // the actions of the cost are paid
	pilots  int      // characters exhausted for Pilot so far
	costs   bool     // every cost is paid
	stage   stage
	pc      int     // next effect to resolve
	look    []ObjID // cards being looked at (look_at_top)
	placed  int     // of those, how many are placed
	counter ObjID   // for a counter card: the card it answers, or -1
	gone    bool    // a counter sent the card back: nothing resolves
	wrecked bool    // the destroy cost is paid
	begun   bool    // resolution has begun
}

func (j job) clone() job {
	j.targets = append([][]ref(nil), j.targets...)
	for i := range j.targets {
		j.targets[i] = append([]ref(nil), j.targets[i]...)
	}
	j.spent = append([]pooled(nil), j.spent...)
	j.look = append([]ObjID(nil), j.look...)
	return j
}

// decKind is the kind of question a decision asks.
type decKind uint8

const (
	decNone     decKind = iota
	decMain             // main phase: play a card, use an ability, or go to combat
	decAttack           // declare an attacker, or done
	decBlock            // declare a blocker for an attacker, or done
	decPriority         // Action Window: use an ability, play a fast action, or pass
	decMode             // choose one mode
	decTarget           // choose a target, or done when "up to"
	decRepeat           // choose how many times to pay a repeated cost
	decSpend            // spend an action for an "up to" cost, or done
	decPay              // which action pays the next cost symbol
	decDestroy          // which card to destroy for a cost
	decPilot            // which character to exhaust for Pilot
	decCounter          // answer the opponent's card with a counter card, or not
	decOptional         // use an optional trigger, or not
	decOrder            // which of your simultaneous triggers resolves first
	decUnique           // which Unique card with the same Basic Name to keep
	decSearch           // which card to take from the deck
	decLook             // where to put a card looked at
)

// decision is the question the game is waiting on.
type decision struct {
	kind   decKind
	player int8
	// group lists the cards a decUnique chooses among.
	group []ObjID
}

func (d decision) clone() decision {
	d.group = append([]ObjID(nil), d.group...)
	return d
}
