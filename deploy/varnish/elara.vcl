# Elara's shared cache (issue 47 item 3, decision 0104), standing where a CDN would: it keeps what the store marks
# `public, s-maxage=…, stale-while-revalidate=…` (anonymous catalogue, blog and brand pages; built assets), for as
# long as those say, and passes everything else. It drops pages when the store tells it to (PURGE with X-Purge-Tags,
# accepted only on the purge listener and from the store's hosts).
#
# Run: varnishd -a public=127.0.0.1:6081 -a purge=127.0.0.1:6091 -f elara.vcl -p http_gzip_support=off
# (gzip support off: the store sends brotli or gzip itself, and Varnish keeps one copy per encoding, see vcl_recv.)
# `npm run test:topology` runs this file with its own ports in place of 3001, 3002.
vcl 4.1;

import directors;
import std;

probe store_health {
    .url = "/healthz";
    .interval = 5s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}

backend store_a {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = store_health;
}

backend store_b {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = store_health;
}

# The store's instances may purge; list their addresses here when they run on other hosts.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new stores = directors.round_robin();
    stores.add_backend(store_a);
    stores.add_backend(store_b);
}

sub vcl_recv {
    set req.backend_hint = stores.backend();

    if (req.method == "PURGE") {
        if (local.socket != "purge" || client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        # Tags are the store's own names; "html" is on every kept page.
        if (req.http.X-Purge-Tags !~ "^[a-z]+(,[a-z]+)*$") {
            return (synth(400, "X-Purge-Tags must list tags"));
        }
        ban("obj.http.Cache-Tag ~ (^|,)(" + regsuball(req.http.X-Purge-Tags, ",", "|") + ")(,|$)");
        return (synth(200, "Purged"));
    }
    if (local.socket == "purge") {
        return (synth(405, "Only PURGE here"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A member of staff sees the admin's pages and the store as staff: never from or into the shared cache.
    if (req.http.Cookie ~ "(^|;\s*)elara_staff=") {
        return (pass);
    }
    # The campaign parameters of decision 0098 are no key of any page: one copy serves every tagged link.
    if (req.url ~ "[?&](utm_[^=&]*|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|epik|sc_cid)=") {
        set req.url = regsuball(req.url, "(?i)([?&])(utm_[^=&]*|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|epik|sc_cid)=[^&]*", "\1");
        set req.url = regsuball(req.url, "&{2,}", "&");
        set req.url = regsub(req.url, "\?&", "?");
        set req.url = regsub(req.url, "[?&]$", "");
    }
    # The cart page is the shopper's own (never kept) and draws its lines from the cart cookie (decision 0183).
    if (req.url ~ "^/cart(\?|$)") {
        return (pass);
    }
    # Only the cookies the store's pages read (language, display currency) reach it and key the copy (Vary: Cookie);
    # the rest (analytics, consent) are the browser's business and would split the cache into one copy per visitor.
    if (req.http.Cookie) {
        set req.http.Cookie = ";" + req.http.Cookie;
        set req.http.Cookie = regsuball(req.http.Cookie, "; +", ";");
        set req.http.Cookie = regsuball(req.http.Cookie, ";(i18next|elara_currency)=", "; \1=");
        set req.http.Cookie = regsuball(req.http.Cookie, ";[^ ][^;]*", "");
        set req.http.Cookie = regsuball(req.http.Cookie, "^[; ]+|[; ]+$", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    # One copy per encoding the store makes, not one per browser's way of writing Accept-Encoding.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    # One copy per language the store speaks (ro, en), not one per browser's Accept-Language (the store's pages Vary on
    # it): the first of the two the browser names, as the store picks (domain/locale.ts), browsers listing theirs by
    # preference; neither named, the store answers in Romanian, as without the header. The store sees what is keyed.
    if (req.http.Accept-Language ~ "(?i)(^|,)\s*(ro|en)(-[a-z0-9]+)*\s*(;|,|$)") {
        set req.http.Accept-Language = std.tolower(regsub(req.http.Accept-Language, "(?i)^(.*?,)?\s*(ro|en)(-[a-z0-9]+)*\s*([;,].*)?$", "\2"));
    } else {
        unset req.http.Accept-Language;
    }
    # The built-in VCL would pass any request with a cookie; the cookies left are keyed by the store's Vary.
    return (hash);
}

# No vcl_backend_response: the built-in rules already keep the store's answers right. beresp.ttl comes from s-maxage,
# beresp.grace from stale-while-revalidate (a stale page served while one fetch replaces it, as the store itself does),
# and private, no-store or Set-Cookie answers are not kept.

sub vcl_deliver {
    # The purge tags are between the store and this cache.
    unset resp.http.Cache-Tag;
    if (obj.hits > 0) {
        set resp.http.X-Shared-Cache = "HIT";
    } else {
        set resp.http.X-Shared-Cache = "MISS";
    }
}
