"""The static site (Web/build.sh OUT) in real headless Chromium, driven with selenium, served by
`python3 -m http.server` on 127.0.0.1 (wasm needs http).

Run: `SITE_DIR=OUT python3 -m pytest -q Web/Tests`. Screenshots go to $SITE_SCREENSHOTS when set.
"""

import json
import os
import pathlib
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

SITE = pathlib.Path(os.environ["SITE_DIR"]).resolve()
SHOTS = os.environ.get("SITE_SCREENSHOTS")


@pytest.fixture(scope="module")
def url():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(SITE)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}/"
    deadline = time.time() + 20
    while True:
        try:
            with urllib.request.urlopen(base + "complayout.wasm", timeout=2):
                break
        except OSError:
            if server.poll() is not None or time.time() > deadline:
                server.kill()
                raise RuntimeError("python3 -m http.server did not start")
            time.sleep(0.2)
    yield base
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture(scope="module")
def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,900", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    service = Service("/usr/bin/chromedriver") if os.path.exists("/usr/bin/chromedriver") else Service()
    driver = webdriver.Chrome(service=service, options=options)
    yield driver
    driver.quit()


def ready(driver):
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.body.dataset.ready"))
    assert driver.execute_script("return document.body.dataset.ready") == "true", \
        driver.find_element(By.ID, "status").text


def shot(driver, name):
    if SHOTS:
        pathlib.Path(SHOTS).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(pathlib.Path(SHOTS) / f"{name}.png"))


def painted_colours(driver):
    """The distinct colours of a sample of canvas pixels."""
    return driver.execute_script("""
        const canvas = document.getElementById('canvas');
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        const seen = new Set();
        for (let i = 0; i < data.length; i += 4 * 97) seen.add(data[i] + ',' + data[i + 1] + ',' + data[i + 2]);
        return seen.size;""")


def test_the_page_lays_out_an_example_with_the_module(url, browser):
    browser.get(url + "?example=app-store")
    ready(browser)
    assert browser.find_element(By.ID, "summary").text.startswith("content 390 × 909, 19 elements")
    # Small layouts are LayoutRendering's SVG picture, drawn whole.
    assert browser.execute_script("return document.body.dataset.view") == "picture"
    drawn = browser.execute_script(
        "return document.querySelectorAll('#picture svg g.elements rect').length")
    assert drawn >= 19, drawn
    # The module in the page gives the frames the page shows (the API of complayout.js).
    frames = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        import('./complayout.js').then(async ({ loadEngine }) => {
            const engine = await loadEngine();
            const text = document.getElementById('editor').value;
            const layout = engine.layout(text);
            const result = { size: layout.contentSize, count: layout.frames().length,
                             svg: layout.svg().slice(0, 4) };
            layout.free();
            done(result);
        }, (error) => done(String(error)));""")
    assert frames["svg"] == "<svg" and frames["count"] == 19, frames
    shot(browser, "app-store")


def test_an_error_names_its_path_and_place(url, browser):
    browser.get(url + "?example=photo-grid")
    ready(browser)
    editor = browser.find_element(By.ID, "editor")
    text = editor.get_attribute("value").replace('"itemCount": 12', '"itemCount": -1', 1)
    browser.execute_script("arguments[0].value = arguments[1];"
                           "arguments[0].dispatchEvent(new Event('input'));", editor, text)
    WebDriverWait(browser, 10).until(
        lambda d: "error" in d.find_element(By.ID, "status").text)
    message = browser.find_element(By.ID, "status").text
    assert ": error: sections[0].itemCount: expected an integer" in message, message
    shot(browser, "error")


def test_the_million_item_example_scrolls_drawing_only_the_viewport(url, browser):
    browser.get(url + "?example=million-items")
    ready(browser)
    assert Select(browser.find_element(By.ID, "example")).first_selected_option.text == "million-items"
    assert browser.execute_script("return document.body.dataset.view") == "viewport"
    timings = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const scroller = document.getElementById('scroller');
        const frames = [];
        let step = 0;
        function next(time) {
            frames.push(time);
            scroller.scrollTop = step * (scroller.scrollHeight / 60);
            step += 1;
            if (step < 60) requestAnimationFrame(next); else setTimeout(() => done(frames), 100);
        }
        requestAnimationFrame(next);""")
    gaps = [b - a for a, b in zip(timings, timings[1:])]
    gaps.sort()
    # The median frame is far below 50 ms in headless Chromium on a loaded 2-core machine (each
    # frame queries and draws about 40 elements).
    assert gaps[len(gaps) // 2] < 50, gaps
    text = browser.find_element(By.ID, "viewport").text
    count = int(text.split(" ")[0])
    assert 0 < count < 200, text
    assert painted_colours(browser) > 3
    shot(browser, "million-items")


def test_a_small_layout_on_the_canvas(url, browser):
    browser.get(url + "?example=gallery")
    ready(browser)
    Select(browser.find_element(By.ID, "view")).select_by_value("viewport")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.view") == "viewport")
    assert "elements in view" in browser.find_element(By.ID, "viewport").text
    assert painted_colours(browser) > 3
    shot(browser, "gallery-canvas")


def test_the_site_is_three_files(url):
    names = sorted(path.name for path in SITE.iterdir())
    assert names == ["complayout.js", "complayout.wasm", "index.html"], names
    examples = json.loads((SITE / "index.html").read_text().split('id="examples">')[1].split("</script>")[0])
    assert "million-items" in examples and "app-store" in examples
