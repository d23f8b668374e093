# cards
cards-name = Pyramid card solitaire
cards-noun = Deal
cards-nouns = Deals
cards-plural = card deals
cards-plural-for-cover = Pyramid card solitaire deals
cards-how-to-solve = Reach each deal's goal: take away two uncovered cards adding up to 13, or a King alone.
cards-reading-layout-heading = Laying out a deal
cards-reading-layout = Each deal shows the pyramid of 28 cards, row by row from the top, and the order of the 24 stock cards, card 1 on top. Lay a real deck out the same way, the stock face down. The line above the deal names the rule set: Pyramid, Cheops or Pharaohs.
cards-reading-key-heading = Reading a deal's solution
cards-reading-key = '{ cards-step-draw }' turns the top stock card onto the waste ('{ cards-step-draw } x3': three times in a row); '{ cards-step-reset }' turns the waste over into a new stock; '5♥+8♣' takes away those two cards; 'K♠' takes away that King.
cards-step-draw = draw
cards-step-draws = draw x{ $n }
cards-step-reset = reset
cards-goal-pyramid = Clear the pyramid.
cards-goal-all = Remove all 52 cards.
cards-no-moves = No moves needed.
cards-how-to-play = How to play the Pyramid card solitaires
cards-lay-out = Lay the pyramid out row by row from the top, each card overlapping the two below it. Stack the stock face down in the listed order, card 1 on top.
cards-type-in = This deal in short, pyramid row by row then the stock (T is 10; C D H S are the suits), to give pyramid-press with --deal: { $deal }
cards-key-length = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} in { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
cards-key-note = Each step is one move, in order, except that draws in a row make one step ('{ cards-step-draw } x3': three draws, so three moves). '{ cards-step-draw }' turns the top stock card onto the waste; '{ cards-step-reset }' turns the waste over into a new stock; '5♥+8♣' takes away those two cards; 'K♠' takes away that King. Cards are written as on the deal page.
cards-rules-deal-heading = The deal
cards-rules-deal = Use one ordinary 52-card deck. Deal 28 cards face up in a pyramid of seven rows of 1 to 7 cards, each card partly covering the two below it. The other 24 cards are the stock, face down. A card is free when no card covers it.
cards-rules-take-heading = Taking cards away
cards-rules-take = Cards count their value: Ace 1, 2 to 10 as marked, Jack 11, Queen 12, King 13. Take away two free cards whose values add up to 13 (Ace and Queen, 2 and Jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7); a King is taken away alone. Turn stock cards one at a time onto a face-up waste pile. Spaces left in the pyramid stay empty.
cards-rules-of = { $name } rules
variant-pyramid = Pyramid
variant-cheops = Cheops
variant-pharaohs = Pharaohs
variant-custom = Custom rules
rules-from-waste-top = the top card of the waste
rules-from-waste-top-plus-drawn = the top card of the waste and the top card of the stock: keep that one turned face up on the face-down stock, and when you draw it onto the waste, turn up the next
rules-from-top-two-waste = the top two cards of the waste
rules-overlap-on = A card may pair with the one card still lying on it.
rules-overlap-off = A card can only pair once nothing lies on it.
rules-passes-unlimited = Go through the stock as often as you like.
rules-passes-once = Go through the stock once; there is no redeal.
rules-passes-limited = Go through the stock at most { $n } times.
rules-win-pyramid = You win when the pyramid is cleared.
rules-win-all = You win when all 52 cards are gone.
rules-summary = Take away two uncovered cards whose values add up to 13 (Ace 1, Jack 11, Queen 12); a King goes alone. Besides the pyramid, you may use { $from_stock }. { $overlap } { $passes } { $win }
cards-stock-label = Stock, top card first:
cards-sheet-title = pyramid-press · { $rules } deals
cards-source-id = Deal ID { $id }: enter it on the play page to play this deal on screen, or give it to pyramid-press check with your moves.
cards-source-given = A deal given card by card, played by the { $rules } rules.
cards-source-own = A deal played by rules of its own, as below.
# The ranks as printed on cards and keys, Ace to King, separated by spaces
# (suits are printed as symbols). The typed notation stays A..K, T for ten.
cards-ranks = A 2 3 4 5 6 7 8 9 10 J Q K

# A book section's default title (a section with no title of its own).
section-cards-title = { $tier ->
    [easy] Easy
    [medium] Medium
    [hard] Hard
   *[expert] Expert
} deals, { $variant }
