// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, isObject, join, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function GetAccountBalanceRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.account === undefined) requiredFail(errors, path, "#", "account");
		for (const key0 in data) {
			if (!(key0 === "account")) additionalFail(errors, path, "#", key0);
		}
		if (data.account !== undefined) checkAccount(errors, data.account, path, "#/properties/account", "account");
	} else typeFail(errors, path, "#", "object");
	GetAccountBalanceRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Account`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkAccount(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
