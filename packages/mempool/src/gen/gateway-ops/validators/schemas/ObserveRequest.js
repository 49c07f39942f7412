// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";
import { checkHexString } from "@gw/runtime/common-validators/HexString";

export function ObserveRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hex === undefined) requiredFail(errors, path, "#", "hex");
		for (const key0 in data) {
			if (!(key0 === "hex")) additionalFail(errors, path, "#", key0);
		}
		if (data.hex !== undefined) {
			const data1 = data.hex;
			checkHexString(errors, data1, path, "#/properties/hex/allOf/0", "hex");
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 2) fail(errors, path + "/hex", "#/properties/hex/minLength", "minLength", { limit: 2 }, "must NOT have fewer than 2 characters");
			}
		}
	} else typeFail(errors, path, "#", "object");
	ObserveRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
