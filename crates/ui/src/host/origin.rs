//! Origins compared as origins: `https://club.example/` and `https://club.example` are the
//! same, and so are `HTTPS://Club.Example:443` and `https://club.example`.

/// The origin of an `http` or `https` address, in the browser's own form
/// (`scheme://host[:port]`, lower case, no default port, no path). `None` for anything else
/// (`null`, other schemes, user info, a bad port, spaces).
///
/// ```
/// use ui::host::origin::normalise;
/// assert_eq!(normalise("https://Club.example/schaken/").as_deref(), Some("https://club.example"));
/// assert_eq!(normalise("http://127.0.0.1:8080").as_deref(), Some("http://127.0.0.1:8080"));
/// assert_eq!(normalise("http://localhost:80/").as_deref(), Some("http://localhost"));
/// assert_eq!(normalise("null"), None);
/// ```
// Bytes only: no `str` pattern search, which would bring its searcher into the page.
#[inline(never)]
pub fn normalise(text: &str) -> Option<String> {
    let lower = text.to_ascii_lowercase();
    let (scheme, default_port, rest) = if let Some(r) = lower.strip_prefix("https://") {
        ("https://", 443, r)
    } else {
        ("http://", 80, lower.strip_prefix("http://")?)
    };
    let end = rest
        .bytes()
        .position(|b| matches!(b, b'/' | b'?' | b'#'))
        .unwrap_or(rest.len());
    let authority = rest.get(..end)?;
    let colon = authority.bytes().rposition(|b| b == b':');
    let (host, port) = match colon {
        // An IPv6 address's colons are inside its brackets.
        Some(c) if !authority.as_bytes().get(c..)?.contains(&b']') => {
            (authority.get(..c)?, Some(authority.get(c + 1..)?))
        }
        _ => (authority, None),
    };
    let host_ok = !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._[]:".contains(&b))
        && (host.starts_with('[') || !host.bytes().any(|b| b == b':'));
    if !host_ok {
        return None;
    }
    let mut out = String::from(scheme);
    out.push_str(host);
    if let Some(p) = port {
        if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n = crate::text::parse::<u16>(p).filter(|&n| n != 0)?;
        if n != default_port {
            out.push(':');
            crate::text::push_u32(&mut out, u32::from(n));
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn same_origin_written_differently() {
        for (a, b) in [
            ("https://club.example/", "https://club.example"),
            ("HTTPS://CLUB.EXAMPLE", "https://club.example"),
            ("https://club.example:443/x?y#z", "https://club.example"),
            ("http://club.example:80", "http://club.example"),
            ("http://club.example:8080/", "http://club.example:8080"),
            ("http://[::1]:8080/", "http://[::1]:8080"),
            ("http://[::1]/", "http://[::1]"),
            ("https://club.example:0443", "https://club.example"),
        ] {
            assert_eq!(normalise(a).as_deref(), Some(b), "{a}");
        }
    }

    #[test]
    fn not_origins() {
        for bad in [
            "",
            "*",
            "null",
            "club.example",
            "ftp://club.example",
            "javascript:alert(1)",
            "https://",
            "https:///x",
            "https://user@club.example",
            "https://club example",
            "https://club.example:99999",
            "https://club.example:0",
            "https://club.example:x",
            "https://club.example:",
            "https://::1",
            "https://club.example\"<",
        ] {
            assert_eq!(normalise(bad), None, "{bad}");
        }
    }
}
