//! Moves written in the player's language: the piece letters of each language (nl K D T L P,
//! fr R D T F C, da K D T L S) for the move list, the status line and announcements.
//! Exported PGN stays standard English SAN.

use crate::i18n::Lang;

/// The piece letters of `lang` for king, queen, rook, bishop, knight.
pub fn letters(lang: Lang) -> [char; 5] {
    match lang {
        Lang::En => ['K', 'Q', 'R', 'B', 'N'],
        Lang::Nl => ['K', 'D', 'T', 'L', 'P'],
        Lang::Fr => ['R', 'D', 'T', 'F', 'C'],
        Lang::Da => ['K', 'D', 'T', 'L', 'S'],
    }
}

/// English SAN (`Nf3`, `exd8=Q+`, `O-O`) in the piece letters of `lang`. In SAN the only
/// capitals are piece letters and the `O` of castling, so a letter-for-letter exchange is exact.
pub fn localize_san(lang: Lang, san: &str) -> String {
    let to = letters(lang);
    san.chars()
        .map(|c| match c {
            'K' => to[0],
            'Q' => to[1],
            'R' => to[2],
            'B' => to[3],
            'N' => to[4],
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_per_language() {
        assert_eq!(localize_san(Lang::Nl, "Nxe5+"), "Pxe5+");
        assert_eq!(localize_san(Lang::Fr, "exd8=Q#"), "exd8=D#");
        assert_eq!(localize_san(Lang::Fr, "Kf1"), "Rf1");
        assert_eq!(localize_san(Lang::Da, "Nbd7"), "Sbd7");
        assert_eq!(localize_san(Lang::Nl, "O-O-O+"), "O-O-O+");
        assert_eq!(localize_san(Lang::En, "Rxa8"), "Rxa8");
        assert_eq!(localize_san(Lang::Nl, "Bb5"), "Lb5");
    }
}
