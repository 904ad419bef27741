/*
 * The example site's offline captcha: a stand-in for Google's reCAPTCHA script with the same
 * global (`window.grecaptcha`, classic and `.enterprise`). The reference backend accepts the token
 * 'pass' for the test site key, so ticking "I am not a robot" yields 'pass'; the enterprise
 * (invisible, v3) challenge always answers 'pass'. Loaded as a file, so it runs under the
 * site's strict Content-Security-Policy. Never use it on a real site.
 */
(() => {
  const TOKEN = 'pass';
  const widgets = new Map();
  let nextId = 0;

  function render(container, options) {
    const id = nextId;
    nextId += 1;
    const root = document.createElement('div');
    root.className = 'test-captcha';
    if (options.badge) {
      root.classList.add('test-captcha--badge');
      root.textContent = 'Protected by the test captcha';
      widgets.set(id, { checkbox: null });
    } else {
      const label = document.createElement('label');
      label.className = 'test-captcha__label';
      const checkbox = document.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.className = 'test-captcha__checkbox';
      checkbox.addEventListener('change', () => {
        if (checkbox.checked) options.callback?.(TOKEN);
        else options['expired-callback']?.();
      });
      label.append(checkbox, ' I am not a robot');
      root.append(label);
      widgets.set(id, { checkbox });
    }
    container.append(root);
    return id;
  }

  const checkboxOf = (id) => widgets.get(Number(id))?.checkbox ?? null;
  const api = {
    render,
    reset(id) {
      const checkbox = checkboxOf(id);
      if (checkbox) checkbox.checked = false;
    },
    getResponse(id) {
      return checkboxOf(id)?.checked ? TOKEN : '';
    },
    execute: () => Promise.resolve(TOKEN),
  };
  window.grecaptcha = { ...api, enterprise: api };
})();
