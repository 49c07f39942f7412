// Generated from specs/openapi/opi.yaml (`get_valid_tx_notes_of_wallet`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, pattern, patternFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

const pattern0 = pattern("^([0-9a-fA-F]{2})*$", "u");

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			if (!(key0 === "address" || key0 === "pkscript")) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) {
			let data1 = data.address;
			if (typeof data1 != "string") {
				const type2 = typeof data1;
				let coerced3;
				if (type2 == "number" || type2 == "boolean") coerced3 = "" + data1;
				else if (data1 === null) coerced3 = "";
				else typeFail(errors, path + "/address", "#/properties/address", "string");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["address"] = coerced3;
				}
			}
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/address", "#/properties/address/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			}
		}
		if (data.pkscript !== undefined) {
			let data4 = data.pkscript;
			if (typeof data4 != "string") {
				const type5 = typeof data4;
				let coerced6;
				if (type5 == "number" || type5 == "boolean") coerced6 = "" + data4;
				else if (data4 === null) coerced6 = "";
				else typeFail(errors, path + "/pkscript", "#/properties/pkscript", "string");
				if (coerced6 !== undefined) {
					data4 = coerced6;
					data["pkscript"] = coerced6;
				}
			}
			if (typeof data4 == "string") {
				if (!pattern0.test(data4)) patternFail(errors, path + "/pkscript", "#/properties/pkscript", "^([0-9a-fA-F]{2})*$");
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
