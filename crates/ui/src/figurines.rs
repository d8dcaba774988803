//! Figurines for the move list, drawn from our own piece set: `www/figurines.css` holds one
//! small SVG per piece (as a data URL, allowed by the page's `img-src data:`), generated from
//! [`crate::pieces`] and checked by a test so that both never drift apart. The page loads that
//! stylesheet only when the player turns figurines on.

use crate::pieces::{self, Paint};
use rules::{Color, Role};

/// The CSS class of a piece's figurine (`fig-n` for the knight), from its English SAN letter.
pub fn class_of(letter: char) -> Option<&'static str> {
    Some(match letter {
        'K' => "fig fig-k",
        'Q' => "fig fig-q",
        'R' => "fig fig-r",
        'B' => "fig fig-b",
        'N' => "fig fig-n",
        _ => return None,
    })
}

/// One piece as a standalone SVG document in the white pieces' colours.
pub fn svg(role: Role) -> String {
    let c = pieces::colors(Color::White);
    let mut s = String::from("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>");
    for layer in pieces::layers(role) {
        s.push_str("<path d='");
        s.push_str(layer.path);
        match layer.paint {
            Paint::Body => {
                s.push_str("' fill='");
                s.push_str(c.body);
                s.push_str("' stroke='");
                s.push_str(c.outline);
                s.push_str("' stroke-width='");
                s.push_str(&pieces::OUTLINE.to_string());
                s.push_str("' stroke-linejoin='round'/>");
            }
            Paint::Line => {
                s.push_str("' fill='none' stroke='");
                s.push_str(c.detail);
                s.push_str("' stroke-width='");
                s.push_str(&layer.width.to_string());
                s.push_str("' stroke-linecap='round'/>");
            }
            Paint::Dot => {
                s.push_str("' fill='");
                s.push_str(c.detail);
                s.push_str("'/>");
            }
        }
    }
    s.push_str("</svg>");
    s
}

/// The stylesheet `www/figurines.css`.
pub fn stylesheet() -> String {
    let mut css = String::from(
        "/* Figurines for the move list, generated from crates/ui/src/pieces.rs by the test\n   \
         figurines::tests::stylesheet_matches_the_piece_set (UPDATE_FIGURINES=1 rewrites it). */\n\
         .fig {\n  display: inline-block;\n  width: 1.15em;\n  height: 1.15em;\n  \
         vertical-align: -0.2em;\n  background: center / contain no-repeat;\n}\n",
    );
    for (role, class) in [
        (Role::King, "k"),
        (Role::Queen, "q"),
        (Role::Rook, "r"),
        (Role::Bishop, "b"),
        (Role::Knight, "n"),
    ] {
        css.push_str(".fig-");
        css.push_str(class);
        css.push_str(" {\n  background-image: url(\"data:image/svg+xml,");
        for ch in svg(role).chars() {
            match ch {
                '#' => css.push_str("%23"),
                '<' => css.push_str("%3C"),
                '>' => css.push_str("%3E"),
                '"' => css.push_str("%22"),
                c => css.push(c),
            }
        }
        css.push_str("\");\n}\n");
    }
    css
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stylesheet_matches_the_piece_set() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/figurines.css");
        let want = stylesheet();
        if std::env::var_os("UPDATE_FIGURINES").is_some() {
            std::fs::write(path, &want).unwrap();
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "www/figurines.css is out of date: run UPDATE_FIGURINES=1 cargo test -p ui figurines"
        );
        for role in [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ] {
            assert!(svg(role).matches("<path").count() >= 2, "{role:?}");
        }
        assert_eq!(class_of('N'), Some("fig fig-n"));
        assert_eq!(class_of('a'), None);
    }
}
