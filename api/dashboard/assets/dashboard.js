// Dashboard behaviour, progressive: every page works without it. It (1) refreshes the regions marked
// data-live every few seconds without a reload, (2) submits forms marked data-async in the background and
// swaps in the answer, (3) copies a new API key, (4) shows a channel form's fields for the chosen type. No inline script anywhere (CSP script-src 'self').
(function () {
  'use strict';
  var POLL_MS = 4000;
  var busy = false;

  function signInPage(url) {
    return new URL(url, location.href).pathname === '/app/sign-in';
  }

  function parse(html) {
    return new DOMParser().parseFromString(html, 'text/html');
  }

  // Whoever is typing in a region keeps it: it is refreshed on a later tick.
  function typingIn(el) {
    var active = document.activeElement;
    return active && el.contains(active) && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName);
  }

  function swapLiveRegions(doc) {
    document.querySelectorAll('[data-live][id]').forEach(function (el) {
      var fresh = doc.getElementById(el.id);
      if (fresh && fresh.innerHTML !== el.innerHTML && !typingIn(el)) el.innerHTML = fresh.innerHTML;
    });
  }

  function poll() {
    if (busy || document.hidden || !document.querySelector('[data-live]')) return;
    busy = true;
    fetch(location.href, { credentials: 'same-origin' })
      .then(function (res) {
        if (res.redirected && signInPage(res.url)) {
          location.assign(res.url);
          return null;
        }
        return res.ok ? res.text() : null;
      })
      .then(function (html) {
        if (html) swapLiveRegions(parse(html));
      })
      .catch(function () {
        /* offline for a moment: the next tick tries again */
      })
      .then(function () {
        busy = false;
      });
  }

  function showProblem(form, message) {
    var p = document.createElement('p');
    p.className = 'problem';
    p.setAttribute('role', 'alert');
    p.textContent = message;
    form.insertAdjacentElement('afterend', p);
  }

  function replaceMain(doc) {
    var main = document.getElementById('main');
    var fresh = doc.getElementById('main');
    if (!main || !fresh) return;
    main.innerHTML = fresh.innerHTML;
    if (doc.title) document.title = doc.title;
    var message = main.querySelector('[role=alert], [role=status]');
    if (message) {
      message.setAttribute('tabindex', '-1');
      message.focus();
    } else {
      main.focus();
    }
  }

  function submitInBackground(form) {
    var button = form.querySelector('button[type=submit]');
    if (button) button.disabled = true;
    busy = true;
    fetch(form.action, { method: 'POST', credentials: 'same-origin', body: new URLSearchParams(new FormData(form)) })
      .then(function (res) {
        if (res.redirected && signInPage(res.url)) {
          location.assign(res.url);
          return;
        }
        var html = (res.headers.get('content-type') || '').indexOf('text/html') === 0;
        return res.text().then(function (text) {
          if (html) {
            replaceMain(parse(text));
            return;
          }
          var message = 'The request failed (' + res.status + ').';
          try {
            message = JSON.parse(text).message || message;
          } catch (e) {
            /* not JSON */
          }
          showProblem(form, message);
          if (button) button.disabled = false;
        });
      })
      .catch(function () {
        showProblem(form, 'The dashboard could not reach the server. Try again.');
        if (button) button.disabled = false;
      })
      .then(function () {
        busy = false;
      });
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-async')) return;
    event.preventDefault();
    submitInBackground(form);
  });

  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
    if (!button) return;
    var id = button.getAttribute('data-copy');
    var source = document.getElementById(id);
    var result = document.querySelector('[data-copy-result="' + id + '"]');
    var say = function (text) {
      if (result) result.textContent = text;
    };
    if (!source) return;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(source.textContent.trim()).then(
        function () {
          say('Copied.');
        },
        function () {
          say('Select the key and copy it.');
        },
      );
    } else {
      var range = document.createRange();
      range.selectNodeContents(source);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      say('Key selected: press Ctrl+C to copy.');
    }
  });

  // (4) The channel form shows only the fields of the chosen type (without script every field shows, each
  // saying which type it is for, and the page reads only the chosen type's).
  function showChannelFields(form) {
    var type = form.querySelector('select[name="type"]').value;
    form.querySelectorAll('[data-for-types]').forEach(function (el) {
      el.hidden = el.getAttribute('data-for-types').split(' ').indexOf(type) < 0;
    });
  }
  document.querySelectorAll('form[data-channel-form]').forEach(function (form) {
    showChannelFields(form);
    form.querySelector('select[name="type"]').addEventListener('change', function () {
      showChannelFields(form);
    });
  });

  setInterval(poll, POLL_MS);
  document.addEventListener('visibilitychange', poll);
})();
