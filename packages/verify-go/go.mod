module uptimealerts/webhookverify

go 1.21
