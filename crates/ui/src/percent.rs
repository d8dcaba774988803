//! Percent-coding of address and saved-game components (`%XX`, `+` for a space): the one
//! codec the address reader, the saved game, the embed snippet and the round screen share.

/// Decodes `%XX` escapes and `+` (space) in a query component; invalid escapes stay as they are.
pub fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b'%' => {
                let digit = |j: usize| bytes.get(j).and_then(|&c| (c as char).to_digit(16));
                let hex = digit(i + 1)
                    .zip(digit(i + 2))
                    .and_then(|(hi, lo)| u8::try_from(hi * 16 + lo).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                    }
                    None => {
                        out.push(b'%');
                        i += 1;
                    }
                }
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    // Bytes that are not UTF-8 once decoded: the text stays as it came (then read as written).
    String::from_utf8(out).unwrap_or_else(|_| s.to_string())
}

/// Encodes a query component (everything but unreserved characters becomes `%XX`).
pub fn percent_encode(s: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(s.len() * 3 / 2);
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_coding_round_trip() {
        for s in ["1. e4 e5 {x} \"q\" & = % +", "ünï", ""] {
            assert_eq!(percent_decode(&percent_encode(s)), s);
        }
        assert_eq!(percent_decode("%"), "%");
        assert_eq!(percent_decode("%4"), "%4");
        assert_eq!(percent_encode("a b/ü"), "a%20b%2F%C3%BC");
    }
}
