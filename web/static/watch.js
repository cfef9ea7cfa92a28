// A game's page: step through the replay, show each step's board (and a finished game's hidden information),
// and ask every few seconds whether the game moved on. Text is set with textContent only.
(function () {
  "use strict";
  var holder = document.getElementById("data");
  if (!holder) return;
  var data = JSON.parse(holder.textContent);
  var slider = document.getElementById("step");
  var board = document.getElementById("board");
  var label = document.getElementById("step-label");
  var lines = Array.prototype.slice.call(document.querySelectorAll("#log li[data-step]"));
  var last = data.steps.length - 1;
  var shown = last;

  document.querySelectorAll("time[datetime]").forEach(function (t) {
    var d = new Date(t.getAttribute("datetime"));
    if (!isNaN(d)) t.textContent = d.toLocaleString(data.lang, { dateStyle: "short", timeStyle: "short" });
  });

  function secrets(n) {
    var list = document.getElementById("secret-list");
    if (!list || !data.finished) return;
    fetch(data.base + "/step/" + n + ".json?lang=" + data.lang, { credentials: "omit" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (got) {
        if (!got || got.n !== shown) return;
        list.replaceChildren();
        got.seats.forEach(function (seat) {
          var h = document.createElement("h3");
          h.textContent = seat.name;
          list.appendChild(h);
          seat.lines.forEach(function (text) {
            var p = document.createElement("p");
            p.textContent = text;
            list.appendChild(p);
          });
        });
      })
      .catch(function () {});
  }

  function show(n) {
    if (last < 0) return;
    n = Math.max(0, Math.min(last, n));
    shown = n;
    if (slider) slider.value = String(n);
    if (board) board.src = data.base + "/board/" + n + ".png?lang=" + data.lang;
    if (label) label.textContent = data.steps[n].label;
    document.body.setAttribute("data-step", String(n));
    var mark = null;
    lines.forEach(function (li) {
      var s = Number(li.getAttribute("data-step"));
      li.classList.toggle("here", s === n);
      li.classList.toggle("later", s > n);
      if (s <= n) mark = li;
    });
    var log = document.getElementById("log");
    if (mark && log) log.scrollTop = Math.max(0, mark.offsetTop - log.offsetTop - log.clientHeight / 2);
    secrets(n);
  }

  function on(id, fn) { var el = document.getElementById(id); if (el) el.addEventListener("click", fn); }
  on("first", function () { show(0); });
  on("prev", function () { show(shown - 1); });
  on("next", function () { show(shown + 1); });
  on("last", function () { show(last); });
  on("reload", function () { location.reload(); });
  if (slider) slider.addEventListener("input", function () { show(Number(slider.value)); });
  lines.forEach(function (li) {
    li.addEventListener("click", function () {
      var s = Number(li.getAttribute("data-step"));
      if (s >= 0) show(s);
    });
  });
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "INPUT") return;
    if (e.key === "ArrowLeft") show(shown - 1);
    if (e.key === "ArrowRight") show(shown + 1);
  });
  if (last >= 0) show(last);

  if (data.finished) return;  // a finished game never moves on
  function poll() {
    fetch(data.base + "/live.json", { credentials: "omit", cache: "no-store" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (got) {
        if (got && got.version !== data.version) {
          if (shown === last) { location.reload(); return; }
          var news = document.getElementById("news");
          if (news) news.hidden = false;
        }
        setTimeout(poll, data.poll * 1000);
      })
      .catch(function () { setTimeout(poll, data.poll * 2000); });
  }
  setTimeout(poll, data.poll * 1000);
})();
