# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Card deals: click two free cards whose values add up to 13 (Ace 1, Jack 11, Queen 12), or a King alone; click the stock to turn its next card onto the waste.

## The Rust-built surface (games/cards/web.rs)

web-cards-deal-label = The deal: pyramid, stock and waste
web-cards-controls = Deal controls
web-cards-undo = Undo
web-cards-redo = Redo
web-cards-restart = Start over
web-cards-hint = Hint
web-cards-warn = Warn me when a move loses the deal
web-cards-solution = Solution ({ $n ->
    [one] { $n } move
   *[other] { $n } moves
}):
web-cards-notation = Moves are written as the cards taken away (5H+8C; a King alone: KS; T is a ten); { cards-step-draw } turns the next stock card onto the waste; { cards-step-reset } turns the waste over into a new stock. In the solution, '{ cards-step-draw } x3' is three draws in a row.
web-cards-moves = Moves

## The words cards.js writes

# The draw button, and the same button once the stock is used up (the
# page's markup uses these two as well).
js-cards-draw = Draw
js-cards-reset-stock = Reset the stock
# The moves draw and reset as the page lists them: the printed key's words.
js-cards-move-draw = { cards-step-draw }
js-cards-move-reset = { cards-step-reset }
# A card's name for screen readers; $rank is A, 2 to 10, J, Q or K and
# $suit one of C, D, H, S.
js-cards-card = { $rank ->
    [A] Ace
    [J] Jack
    [Q] Queen
    [K] King
   *[other] { $rank }
} of { $suit ->
    [C] clubs
    [D] diamonds
    [H] hearts
   *[S] spades
}
# $free: yes or no.
js-cards-aria-pyramid = { $free ->
    [yes] { $card }, free
   *[no] { $card }, covered
}
js-cards-aria-stock = Stock, { $n ->
    [one] { $n } card
   *[other] { $n } cards
}: draw the next card
js-cards-aria-stock-reset = Stock empty: turn the waste over into a new stock
js-cards-aria-stock-empty = Stock empty
js-cards-aria-stock-top = { $card }, face up on the stock, free
# $where: top or under (the waste's top card or one below it), with -free
# when the card may be taken.
js-cards-aria-waste = { $where ->
    [top-free] { $card }, top of the waste, free
    [top] { $card }, top of the waste
    [under-free] { $card }, waste, free
   *[under] { $card }, waste
}
# The labels of the empty stock's place.
js-cards-pile-reset = reset
js-cards-pile-empty = empty
js-cards-count = Stock { $stock } · waste { $waste }
js-cards-count-passes = Stock { $stock } · waste { $waste } · pass { $pass } of { $passes }
js-cards-hints-used = Hints used: { $n }.
js-cards-restored = Moves restored: { $n }.
js-cards-put-back = Card put back.
js-cards-unsettled = The page could not settle this position in time.
js-cards-lost-from-start = This deal cannot be won from its start.
# $move: the number of the losing move, $text: that move, $back: the move
# to undo to (0: the start).
js-cards-lost-at = This deal can no longer be won: your move { $move } ({ $text }) lost it. Undo to { $back ->
    [0] the start
   *[other] move { $back }
} to play on from a position that can still win.
js-cards-hint-won = The deal is won: there is nothing left to hint.
js-cards-hint-look = Hint: look at { $card }. (Hint again for the move.)
js-cards-hint-look-stock = Hint: look at the stock. (Hint again for the move.)
js-cards-hint-draw = Hint: draw the next stock card ({ $move }). The deal stays winnable.
js-cards-hint-reset = Hint: turn the waste over into a new stock ({ $move }). The deal stays winnable.
js-cards-hint-take-one = Hint: take away { $card } ({ $move }). The deal stays winnable.
js-cards-hint-take-two = Hint: take away { $a } and { $b } ({ $move }). The deal stays winnable.
# $win: pyramid (the pyramid is cleared) or all (all 52 cards are gone).
js-cards-won = { $win ->
    [pyramid] You won: the pyramid is cleared
   *[all] You won: all the cards are gone
} in { $n ->
    [one] { $n } move
   *[other] { $n } moves
}, { $hints ->
    [0] without hints
    [one] with { $hints } hint
   *[other] with { $hints } hints
}.
js-cards-no-move-left = No move is left and the game is lost ({ $n ->
    [one] { $n } pyramid card remains
   *[other] { $n } pyramid cards remain
}). Undo or start over to try again.
# $said: what the move did (one of the sentences below).
js-cards-careful = { $said } Careful: this move loses the deal, it can no longer be won. Undo it to try another.
js-cards-drew = Drew { $card } onto the waste.
js-cards-turned = Turned the waste over into a new stock.
js-cards-took-one = Took away { $card }.
js-cards-took-two = Took away { $a } and { $b }.
js-cards-took-king = Took away { $card } (a King goes alone).
js-cards-already-won = The deal is already won.
js-cards-stock-used-up = The stock is used up and no pass is left.
js-cards-covered = { $card } is covered: take away the cards lying on it first.
# $need: the value that makes 13 with the picked card (1 to 12).
js-cards-picked = Picked { $card }: pick a free card that makes 13 with it ({ $need ->
    [1] an Ace
    [11] a Jack
    [12] a Queen
    [8] an 8
   *[other] a { $need }
}).
js-cards-not-13 = Not allowed: { $a } and { $b } make { $sum }, not 13.
js-cards-took-back = Took back { $move }.
js-cards-back-start = Back to the start.
js-cards-back-to = Back to { $move ->
    [0] the start
   *[other] move { $move }
}: the deal can still be won from here.
# Why a list of moves written on paper goes wrong (the page's check box
# writes them after "Move 3 (5H+8C) is where it first goes wrong: ").
js-cards-check-solves = { $n ->
    [one] This step ({ $moves ->
        [one] one move
       *[other] { $moves } moves
    }) wins the deal.
   *[other] These { $n } steps ({ $moves } moves, as the solution counts them) win the deal.
}
js-cards-check-wrong = Step { $n } ({ $move }) is where it first goes wrong: { $reason }
js-cards-check-before = { $n ->
    [one] The step before it is legal.
    [2] Both steps before it are legal.
   *[other] The { $n } steps before it are legal.
}
js-cards-check-loses = after it the deal can no longer be won.
js-cards-check-short = { $n ->
    [0] No step is written: the start is legal
    [one] The one step is legal
   *[other] The { $n } steps are legal
} and the deal can still be won ({ $win ->
    [pyramid] clear the pyramid
   *[all] remove all 52 cards
}), but the list ends before it.
js-cards-check-unsolvable = This deal cannot be won ({ $win ->
    [pyramid] clear the pyramid
   *[all] remove all 52 cards
}) at all.
js-cards-check-not-a-move = that is not a move; write cards such as 5H+8C or KS, or the word for drawing.
# Why a card step is not legal (cards::check::Fault, the command line's
# reasons): $code names the fault, $a and $b the cards it names (as the
# page labels them), $sum the two cards' total, $passes the passes the
# rules allow. Lower case: it follows "... goes wrong: " and "Not allowed: ".
js-cards-fault = { $code ->
    [already-won] the deal is already won
    [stock-empty] the stock is empty: turn the waste over first ({ cards-step-reset })
    [stock-used-up] the stock is empty and no pass through it is left
    [stock-has-cards] the stock still has cards: the waste is turned over only once it is empty
    [passes-used] these rules allow { $passes ->
        [one] { $passes } pass
       *[other] { $passes } passes
    } through the stock
    [no-pass-left] no pass through the stock is left
    [waste-empty] the waste is empty: there is nothing to turn over
    [not-a-king] only a King is taken away alone; { $a } needs a card adding up to 13 with it
    [king-in-pair] a King is taken away alone, never in a pair
    [sum] { $a } and { $b } add up to { $sum }, not 13
    [taken] { $a } was already taken away
    [covered] { $a } is still covered by a card of the row below
    [waste-under] { $a } is on the waste under another card
    [in-stock] { $a } is still in the stock, face down
    [not-in-deal] { $a } is not in this deal
   *[not-together] { $a } and { $b } cannot be taken away together here
}
# After a covered card, when the rules do not let a card pair with the one
# covering it.
js-cards-fault-no-overlap = { $why } (under these rules a card may not pair with the card covering it)
# Inside a folded draw ("draw x3"): which draw went wrong.
js-cards-fault-draw = draw { $k } of { $n }: { $why }
js-cards-check-fault = { $why }.
js-cards-not-allowed = Not allowed: { $why }.
