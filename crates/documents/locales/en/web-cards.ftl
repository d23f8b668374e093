# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Card deals: click two free cards whose values add up to 13 (Ace 1, Jack 11, Queen 12), or a King alone; click the stock to turn its next card onto the waste.
