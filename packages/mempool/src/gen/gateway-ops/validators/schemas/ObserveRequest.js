// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, pattern, patternFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

const pattern0 = pattern("^([0-9a-fA-F]{2})*$", "u");

export function ObserveRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hex === undefined) requiredFail(errors, path, "#", "hex");
		for (const key0 in data) {
			if (!(key0 === "hex")) additionalFail(errors, path, "#", key0);
		}
		if (data.hex !== undefined) {
			const data1 = data.hex;
			checkHexString(errors, data1, path + "/hex", "#/properties/hex/allOf/0");
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 2) fail(errors, path + "/hex", "#/properties/hex/minLength", "minLength", { limit: 2 }, "must NOT have fewer than 2 characters");
			}
		}
	} else typeFail(errors, path, "#", "object");
	ObserveRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `HexString`, checked where it is used. */
function checkHexString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^([0-9a-fA-F]{2})*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
