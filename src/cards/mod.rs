//! The Pyramid card-solitaire family (Pyramid, Cheops, Pharaohs).
