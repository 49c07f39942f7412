// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

export function GetAlkanesUtxoRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(key0 === "address")) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path + "/address", "#/properties/address");
	} else typeFail(errors, path, "#", "object");
	GetAlkanesUtxoRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BitcoinAddress`, checked where it is used. */
function checkBitcoinAddress(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (ucs2length(data) < 1) fail(errors, path, schemaPath + "/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
