package protocol_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"omnideck/games"
	"omnideck/protocol"
)

// A session that deals a stacked 2-player omnitrix game, lets both seats
// choose a support card, and reads seat 0's log of the battle.
func ExampleServe() {
	reg, err := games.Registry()
	if err != nil {
		fmt.Println(err)
		return
	}
	session := strings.Join([]string{
		`{"id":1,"cmd":"new","game":"omnitrix","players":2,"seed":7,"deal":{"bank":["Kevin 11","Vilgax"],"stack.0":["Heatblast"],"stack.1":["Wildmutt"],"supports.0":["Plumber Badge"],"supports.1":["Azmuth"]}}`,
		`{"id":2,"cmd":"apply","player":0,"action":"support:plumber-badge"}`,
		`{"id":3,"cmd":"apply","player":1,"action":"support:azmuth"}`,
		`{"id":4,"cmd":"log","player":0,"from":3}`,
		`{"id":5,"cmd":"apply","player":0,"action":"support:plumber-badge"}`,
		`{"id":6,"cmd":"quit"}`,
	}, "\n")
	if err := protocol.Serve(context.Background(), reg, strings.NewReader(session), os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"id":1,"ok":true,"turn":1,"to_move":[0,1],"over":false}
	// {"id":2,"ok":true,"turn":1,"to_move":[1],"over":false}
	// {"id":3,"ok":true,"turn":2,"to_move":[0,1],"over":false}
	// {"id":4,"ok":true,"lines":["You choose to play Plumber Badge.","You play the support Plumber Badge: +1 to Heatblast (8), power 9.","Player 2 plays the support Azmuth: +3 to Wildmutt (5), power 8.","You defeat Kevin 11 (8) with power 9.","Each player shuffles their alien stack and passes the top card face down to the left.","— Battle 2: the villain Vilgax (11) comes out of the bank.","You show Benmummy (5).","Player 2 shows Upchuck (3)."],"next":12}
	// {"id":5,"ok":false,"error":"apply: illegal action \"support:plumber-badge\" for player 0: Player 1 does not hold Plumber Badge"}
	// {"id":6,"ok":true}
}
