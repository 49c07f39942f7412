// The site's one stylesheet and one script. No framework, no network: the script reads window.GW_SEARCH_INDEX.

export const CSS = `*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d232b;background:#fff}
code,pre{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
a{color:#0b5cad;text-decoration:none}a:hover{text-decoration:underline}
#sidebar{position:fixed;top:0;left:0;bottom:0;width:310px;overflow:auto;background:#f5f7f9;border-right:1px solid #dde2e8;padding:12px}
#main{margin-left:310px;padding:20px 32px;max-width:1400px;min-width:0}
.brand a{font-weight:700;font-size:15px;color:#1d232b}
#search{width:100%;margin:10px 0;padding:6px 8px;border:1px solid #b9c2cc;border-radius:4px;font:inherit}
#results{background:#fff;border:1px solid #dde2e8;border-radius:4px;margin-bottom:10px;max-height:50vh;overflow:auto}
#results a{display:block;padding:4px 8px;border-bottom:1px solid #eef1f4;color:#1d232b}
#results a:hover,#results a:focus{background:#e8f1fb}
#results .k,.navitem .k{display:inline-block;min-width:58px;font-size:11px;color:#5b6776}
#results small{display:block;color:#6c7886;font-size:11px}
#results .count{padding:4px 8px;font-size:12px;color:#5b6776}
#nav h2{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:#5b6776;margin:14px 0 4px}
#nav>a{display:block;padding:2px 0;font-weight:600}
#nav details{margin:2px 0}#nav summary{cursor:pointer;padding:2px 0}
#nav ul{list-style:none;margin:0 0 6px;padding-left:14px}#nav li a{display:block;padding:1px 0;font-size:12.5px;word-break:break-all}
#nav li a.current{font-weight:700}
h1{font-size:24px;margin:0 0 6px}h2{font-size:19px;border-bottom:1px solid #dde2e8;padding-bottom:4px;margin-top:32px}
h3{font-size:16px;margin:0 0 6px}h4{font-size:14px;margin:14px 0 6px}h5{font-size:13px;margin:0 0 4px}
.item,.def{border:1px solid #dde2e8;border-radius:6px;padding:12px 14px;margin:14px 0}
:target{outline:2px solid #f0b429;outline-offset:2px}tr:target{background:#fff6d6}
.prose{white-space:pre-line}.prose.inline{display:inline}.summary{font-weight:600}
.meta,.opid{color:#5b6776;margin:2px 0 8px}
.badge{display:inline-block;padding:0 6px;border-radius:10px;font-size:11px;background:#e6eaef;color:#33404f;margin-right:2px}
.badge.errb{background:#fde2e1;color:#9b1c1c}.badge.dep{background:#fde2e1}.badge.view{background:#e0f0e6;color:#17613a}.badge.dir{background:#e8f1fb}
.verb{display:inline-block;padding:1px 7px;border-radius:4px;color:#fff;background:#55606e;font-size:12px;font-weight:700}
.m-get{background:#1f7a4c}.m-post{background:#0b5cad}.m-put,.m-patch{background:#a05a00}.m-delete{background:#b42318}
table{border-collapse:collapse;width:100%;margin:6px 0}th,td{border:1px solid #dde2e8;padding:4px 6px;text-align:left;vertical-align:top;overflow-wrap:break-word}
th{background:#f5f7f9;font-weight:600;font-size:12px}td.name{font-family:ui-monospace,Menlo,Consolas,monospace}
#main code{overflow-wrap:anywhere}
tr.nested>td{padding:4px 4px 4px 22px;background:#fafbfc;border-top:none}
.req{color:#9b1c1c;font-weight:600}.opt{color:#6c7886}.t{color:#6c7886}
.c{display:inline-block;margin:0 6px 2px 0}.c b{font-weight:600;color:#5b6776;margin-right:2px}.c.ex{color:#5b6776}
.gap{border-left:4px solid #d97706;background:#fff4e0;padding:3px 8px;margin:4px 0}.gap.not-shown{border-color:#c2410c;background:#ffede3}
.tag{display:inline-block;font-size:11px;border-radius:3px;padding:0 5px;margin:2px 4px 2px 0}.tag.observed{background:#e4ecff;color:#2a43a3}.tag.seed{background:#eef1f4;color:#5b6776}
tr.has-gap>td.name{border-left:4px solid #c2410c}
.resp{border-left:4px solid #1f7a4c;padding:4px 10px;margin:8px 0}.resp.err{border-left-color:#b42318}.status{font-weight:700}
.sub,.variants,.media,.example{margin:6px 0;padding-left:8px;border-left:2px solid #e6eaef}
.lbl{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:#5b6776;margin-right:4px}
dl.kv,dl.ext{display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:2px 12px;margin:6px 0}dl dt{font-weight:600;color:#33404f}dl dd{margin:0}
pre.json{background:#f5f7f9;border:1px solid #e6eaef;padding:8px;overflow:auto;max-height:420px}
pre.code{background:#f5f7f9;border:1px solid #e6eaef;padding:8px;overflow:auto}
.client-sample .client{margin:4px 0}
.none{color:#6c7886;font-style:italic}.warn{background:#fde2e1;border-left:4px solid #b42318;padding:4px 8px}
.badge.chg-added,[data-change=added]>.badge.chg{background:#d3f3dc;color:#17613a}.badge.chg-changed{background:#fdecc8;color:#8a4b00}.badge.chg-removed{background:#fde2e1;color:#9b1c1c}
section[data-change=added]{border-left:4px solid #1f7a4c}section[data-change=changed]{border-left:4px solid #d97706}
tr[data-change]>td:first-child{border-left:4px solid #d97706}tr[data-change=added]>td:first-child{border-left-color:#1f7a4c}
li.navitem[data-change=added]>a{color:#17613a}li.navitem[data-change=changed]>a{color:#8a4b00}li.navitem[data-change]>a::after{content:" \\25CF"}
section.changes{border:1px solid #f0d9a8;background:#fffaf0;border-radius:6px;padding:4px 14px;margin:10px 0}section.changes h2{margin-top:8px;border:none}
section.changes ul{padding-left:18px}nav.parts{margin:0 0 10px;color:#5b6776}nav.parts a,nav.parts b{margin:0 3px}
@media (max-width:800px){#sidebar{position:static;width:auto;max-height:45vh}#main{margin-left:0;padding:12px}}
`;

export const JS = `(function () {
  'use strict';
  var input = document.getElementById('search');
  var results = document.getElementById('results');
  var nav = document.getElementById('nav');
  var index = window.GW_SEARCH_INDEX || [];
  if (!input || !results || !nav) return;
  var docs = Array.prototype.slice.call(nav.querySelectorAll('details.navdoc'));
  var initiallyOpen = docs.map(function (d) { return d.open; });
  var RANK = { operation: 0, method: 0, frame: 0, view: 0, message: 1, channel: 2, enum: 2, service: 2, schema: 3, field: 4 };
  var norm = function (s) { return String(s).toLowerCase(); };

  function filterNav(q) {
    docs.forEach(function (d, i) {
      var any = false;
      Array.prototype.forEach.call(d.querySelectorAll('li'), function (li) {
        var hit = !q || norm(li.textContent).indexOf(q) >= 0;
        li.hidden = !hit;
        any = any || hit;
      });
      var titleHit = q && norm(d.querySelector('summary').textContent).indexOf(q) >= 0;
      d.hidden = !!q && !any && !titleHit;
      d.open = q ? any : initiallyOpen[i];
    });
  }

  function search(q) {
    var hits = [];
    for (var i = 0; i < index.length; i++) {
      var n = norm(index[i][0]);
      var at = n.indexOf(q);
      if (at < 0) continue;
      hits.push({ e: index[i], score: (n === q ? 0 : at === 0 ? 1 : 2) * 10 + (RANK[index[i][1]] === undefined ? 5 : RANK[index[i][1]]), order: i });
    }
    hits.sort(function (a, b) { return a.score - b.score || a.order - b.order; });
    return hits;
  }

  function show(q) {
    results.textContent = '';
    if (!q) { results.hidden = true; return; }
    var hits = search(q);
    var count = document.createElement('div');
    count.className = 'count';
    count.textContent = hits.length + (hits.length === 1 ? ' result' : ' results') + (hits.length > 60 ? ' (first 60 shown)' : '');
    results.appendChild(count);
    hits.slice(0, 60).forEach(function (h) {
      var a = document.createElement('a');
      a.href = h.e[2] + '#' + h.e[3];
      a.className = 'hit';
      var k = document.createElement('span');
      k.className = 'k';
      k.textContent = h.e[1];
      var name = document.createElement('code');
      name.textContent = h.e[0];
      var ctx = document.createElement('small');
      ctx.textContent = h.e[4];
      a.appendChild(k);
      a.appendChild(name);
      a.appendChild(ctx);
      results.appendChild(a);
    });
    results.hidden = false;
  }

  function update() {
    var q = norm(input.value.trim());
    filterNav(q);
    show(q);
  }

  input.addEventListener('input', update);
  input.addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter') {
      var first = results.querySelector('a.hit');
      if (first) window.location.href = first.getAttribute('href');
    } else if (ev.key === 'Escape') {
      input.value = '';
      update();
    }
  });

  function markCurrent() {
    var here = (document.body.getAttribute('data-page') || '') + window.location.hash;
    Array.prototype.forEach.call(nav.querySelectorAll('li a'), function (a) {
      a.classList.toggle('current', a.getAttribute('href') === here);
    });
  }
  window.addEventListener('hashchange', markCurrent);
  markCurrent();
})();
`;
