// Package webhookverify verifies the X-Service-Signature of uptime-alerts webhooks (standard library only).
//
// The signature is HMAC-SHA256 over "t=<unix seconds>.<raw body>", lower-case hex, sent as
// "X-Service-Signature: t=<t>,v1=<hex>". Verify the raw body bytes before parsing any JSON, and answer 401 on
// any error returned here.
package webhookverify

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"time"
)

const (
	SignatureHeader    = "X-Service-Signature"
	ReplayToleranceSec = 300
	maxHeaderLength    = 1024
	whsecPrefix        = "whsec_"
)

// The three reasons to refuse a delivery; the texts are the same in every receiver library. Compare with errors.Is.
var (
	ErrMalformedHeader         = errors.New("malformed_header")
	ErrTimestampOutOfTolerance = errors.New("timestamp_out_of_tolerance")
	ErrSignatureMismatch       = errors.New("signature_mismatch")
)

var (
	timestampPattern = regexp.MustCompile(`^[0-9]{1,12}$`)
	digestPattern    = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

// Result of a successful check. SecretIndex is the index in secrets of the secret that matched (rotation).
type Result struct {
	Timestamp   int64
	SecretIndex int
}

// Verify checks header against every secret (the new and the old one during rotation) with the clock's time
// and the 300 s replay window.
func Verify(rawBody []byte, header string, secrets []string) (Result, error) {
	return VerifyAt(rawBody, header, secrets, time.Now().Unix(), ReplayToleranceSec)
}

// VerifyAt is Verify with an explicit receiver time (Unix seconds) and replay window.
func VerifyAt(rawBody []byte, header string, secrets []string, now int64, toleranceSec int64) (Result, error) {
	timestampText, candidates, err := parseHeader(header)
	if err != nil {
		return Result{}, err
	}
	timestamp, _ := strconv.ParseInt(timestampText, 10, 64)
	if diff := now - timestamp; diff > toleranceSec || -diff > toleranceSec {
		return Result{}, ErrTimestampOutOfTolerance
	}
	matched := -1
	for i, secret := range secrets {
		expected := digest(secret, timestampText, rawBody)
		// Every secret and candidate is compared, so timing does not tell which one matched.
		hit := false
		for _, candidate := range candidates {
			hit = hmac.Equal(candidate, expected) || hit
		}
		if hit && matched < 0 {
			matched = i
		}
	}
	if matched < 0 {
		return Result{}, ErrSignatureMismatch
	}
	return Result{Timestamp: timestamp, SecretIndex: matched}, nil
}

func digest(secret, timestampText string, body []byte) []byte {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte("t=" + timestampText + "."))
	mac.Write(body)
	return mac.Sum(nil)
}

// parseHeader reads "t=<digits>,v1=<hex>": spaces are ignored, unknown parts skipped, several v1 accepted.
func parseHeader(header string) (string, [][]byte, error) {
	if header == "" || len(header) > maxHeaderLength {
		return "", nil, ErrMalformedHeader
	}
	timestampText := ""
	var candidates [][]byte
	for _, part := range strings.Split(header, ",") {
		name, value, found := strings.Cut(part, "=")
		if !found {
			return "", nil, ErrMalformedHeader
		}
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		switch {
		case name == "t":
			if timestampText != "" || !timestampPattern.MatchString(value) {
				return "", nil, ErrMalformedHeader
			}
			timestampText = value
		case name == "v1" && digestPattern.MatchString(value):
			decoded, _ := hex.DecodeString(value)
			candidates = append(candidates, decoded)
		}
	}
	if timestampText == "" || len(candidates) == 0 {
		return "", nil, ErrMalformedHeader
	}
	return timestampText, candidates, nil
}

// StandardWebhooksSecret is the "whsec_..." string to give a Standard Webhooks library for a channel's secret:
// the secret itself when it is already "whsec_" + canonical base64, otherwise "whsec_" + base64(secret).
func StandardWebhooksSecret(secret string) string {
	if encoded, ok := strings.CutPrefix(secret, whsecPrefix); ok && encoded != "" {
		decoded, err := base64.StdEncoding.DecodeString(encoded)
		if err == nil && base64.StdEncoding.EncodeToString(decoded) == encoded {
			return secret
		}
	}
	return whsecPrefix + base64.StdEncoding.EncodeToString([]byte(secret))
}
