//! Squares, files and ranks.

use core::fmt;
use core::str::FromStr;

/// A square of the board, `a1` = 0, `b1` = 1, ..., `h8` = 63.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with index `i` (0..64), or `None`.
    #[inline]
    pub const fn new(i: u32) -> Option<Square> {
        if i < 64 {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    /// The square with index `i & 63` (never fails).
    #[inline]
    pub const fn wrap(i: u32) -> Square {
        Square((i & 63) as u8)
    }

    /// The square on `file` (0 = a) and `rank` (0 = first rank), both taken modulo 8.
    #[inline]
    pub const fn from_coords(file: u32, rank: u32) -> Square {
        Square((((rank & 7) << 3) | (file & 7)) as u8)
    }

    /// Index 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        (self.0 & 63) as usize
    }

    /// File 0..8 (0 = a).
    #[inline]
    pub const fn file(self) -> u32 {
        (self.0 & 7) as u32
    }

    /// Rank 0..8 (0 = the first rank).
    #[inline]
    pub const fn rank(self) -> u32 {
        (self.0 >> 3) as u32
    }

    /// The same file seen from the other side (rank mirrored).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// Moves by `df` files and `dr` ranks, or `None` if that leaves the board.
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = self.file() as i32 + df;
        let r = self.rank() as i32 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square::from_coords(f as u32, r as u32))
        } else {
            None
        }
    }

    /// Letter of the file of a square: `a`..`h`.
    pub const fn file_char(self) -> char {
        file_char(self.file())
    }

    /// Digit of the rank: `1`..`8`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank() as u8) as char
    }

    /// Parses a square name such as `e4`.
    ///
    /// ```
    /// use rules::Square;
    /// let sq: Square = "e4".parse().unwrap();
    /// assert_eq!((sq.file(), sq.rank()), (4, 3));
    /// assert!("i9".parse::<Square>().is_err());
    /// ```
    pub fn parse(s: &str) -> Option<Square> {
        let &[f, r] = s.as_bytes() else {
            return None;
        };
        let f = file_from_char(f as char)?;
        let r = rank_from_char(r as char)?;
        Some(Square::from_coords(f, r))
    }

    /// Every square, `a1` to `h8`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64u32).map(Square::wrap)
    }
}

/// The letter of a file number 0..8 (`a`..`h`); other numbers give `?`.
pub const fn file_char(file: u32) -> char {
    if file < 8 {
        (b'a' + file as u8) as char
    } else {
        '?'
    }
}

/// The file number of a letter `a`..`h` (or upper case `A`..`H`).
pub fn file_from_char(c: char) -> Option<u32> {
    match c {
        'a'..='h' => Some(c as u32 - 'a' as u32),
        'A'..='H' => Some(c as u32 - 'A' as u32),
        _ => None,
    }
}

/// The rank number of a digit `1`..`8`.
pub fn rank_from_char(c: char) -> Option<u32> {
    match c {
        '1'..='8' => Some(c as u32 - '1' as u32),
        _ => None,
    }
}

/// Error for a string that is not a square name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square name (expected a1..h8)")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::parse(s).ok_or(ParseSquareError)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
