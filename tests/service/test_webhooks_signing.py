"""Webhook signatures are the Standard Webhooks scheme: the published test vector, two secrets while a rotated one
is still valid, and a receiver's checks (shared/service/webhook_signing.py)."""
import base64

from shared.service import webhook_signing as ws

# The Standard Webhooks reference test vector: github.com/standard-webhooks/standard-webhooks,
# libraries/python/tests/test_webhooks.py (test_sign_function; the same values in the JavaScript, Go, Rust and PHP
# libraries' tests).
VECTOR_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
VECTOR_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek"
VECTOR_TIMESTAMP = 1614265330
VECTOR_BODY = b'{"test": 2432232314}'
VECTOR_SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
# The same library's invalid_signature case: the vector's signature with its last character changed.
VECTOR_WRONG = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OA="


def test_the_signature_of_the_published_vector_is_the_published_one():
    assert ws.sign(VECTOR_SECRET, VECTOR_ID, VECTOR_TIMESTAMP, VECTOR_BODY) == VECTOR_SIGNATURE


def test_the_secret_without_its_whsec_prefix_signs_the_same():
    assert ws.sign(VECTOR_SECRET.removeprefix("whsec_"), VECTOR_ID, VECTOR_TIMESTAMP, VECTOR_BODY) == VECTOR_SIGNATURE


def test_a_receiver_accepts_the_vector_and_refuses_a_changed_signature_body_or_stale_timestamp():
    now = VECTOR_TIMESTAMP + 10
    assert ws.verify(VECTOR_SECRET, VECTOR_ID, str(VECTOR_TIMESTAMP), VECTOR_BODY, VECTOR_SIGNATURE, now)
    assert not ws.verify(VECTOR_SECRET, VECTOR_ID, str(VECTOR_TIMESTAMP), VECTOR_BODY, VECTOR_WRONG, now)
    assert not ws.verify(VECTOR_SECRET, VECTOR_ID, str(VECTOR_TIMESTAMP), b'{"test": 1}', VECTOR_SIGNATURE, now)
    assert not ws.verify(VECTOR_SECRET, VECTOR_ID, str(VECTOR_TIMESTAMP), VECTOR_BODY, VECTOR_SIGNATURE,
                         VECTOR_TIMESTAMP + ws.TOLERANCE_SECONDS + 1)
    assert not ws.verify(VECTOR_SECRET, VECTOR_ID, "hello", VECTOR_BODY, VECTOR_SIGNATURE, now)


def test_during_a_rotation_both_secrets_sign_and_a_receiver_with_either_accepts():
    new = ws.new_secret()
    header = ws.signature_header([new, VECTOR_SECRET], VECTOR_ID, VECTOR_TIMESTAMP, VECTOR_BODY)
    entries = header.split(" ")
    assert len(entries) == 2 and entries[1] == VECTOR_SIGNATURE and entries[0].startswith("v1,")
    for secret in (new, VECTOR_SECRET):
        assert ws.verify(secret, VECTOR_ID, str(VECTOR_TIMESTAMP), VECTOR_BODY, header, VECTOR_TIMESTAMP)
    assert not ws.verify(ws.new_secret(), VECTOR_ID, str(VECTOR_TIMESTAMP), VECTOR_BODY, header, VECTOR_TIMESTAMP)


def test_a_new_secret_is_whsec_and_24_random_bytes():
    secret = ws.new_secret()
    assert secret.startswith("whsec_") and len(base64.b64decode(secret[6:])) == 24
    assert secret != ws.new_secret()


def test_the_headers_are_the_three_standard_ones_with_a_whole_second_timestamp():
    out = ws.headers([VECTOR_SECRET], VECTOR_ID, VECTOR_TIMESTAMP, VECTOR_BODY)
    assert out == {"content-type": "application/json", "webhook-id": VECTOR_ID,
                   "webhook-timestamp": str(VECTOR_TIMESTAMP), "webhook-signature": VECTOR_SIGNATURE}
