// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, join, requiredFail, typeFail } from "@gw/runtime/validator-support";

const values0 = ["utxoSortGreatestToLeast"];

export function GetAccountUtxosRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.account === undefined) requiredFail(errors, path, "#", "account");
		for (const key0 in data) {
			if (!(key0 === "account" || key0 === "spendStrategy")) additionalFail(errors, path, "#", key0);
		}
		if (data.account !== undefined) checkAccount(errors, data.account, path, "#/properties/account", "account");
		if (data.spendStrategy !== undefined) {
			const data1 = data.spendStrategy;
			if (typeof data1 != "string") typeFail(errors, path + "/spendStrategy", "#/properties/spendStrategy", "string");
			if (!values0.includes(data1)) fail(errors, path + "/spendStrategy", "#/properties/spendStrategy/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values");
		}
	} else typeFail(errors, path, "#", "object");
	GetAccountUtxosRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Account`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkAccount(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
