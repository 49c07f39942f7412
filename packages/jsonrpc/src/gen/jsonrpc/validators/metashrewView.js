// Generated from specs/openrpc/jsonrpc.yaml (`metashrew_view`) by tools/codegen. Do not edit.

import { fail, typeFail, ucs2length } from "@gw/runtime/validator-support";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 3) fail(errors, path, "#/maxItems", "maxItems", { limit: 3 }, "must NOT have more than 3 items");
		if (data.length < 3) fail(errors, path, "#/minItems", "minItems", { limit: 3 }, "must NOT have fewer than 3 items");
		if (data.length > 0) {
			const data0 = data[0];
			if (typeof data0 == "string") {
				if (ucs2length(data0) < 1) fail(errors, path + "/0", "#/prefixItems/0/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/0", "#/prefixItems/0", "string");
		}
		if (data.length > 1) checkHex0x(errors, data[1], path, "#/prefixItems/1", 1);
		if (data.length > 2) {
			const data1 = data[2];
			const errs2 = errors.length;
			let valid3 = false;
			const errs4 = errors.length;
			if (data1 !== "latest") fail(errors, path + "/2", "#/prefixItems/2/anyOf/0/const", "const", { allowedValue: "latest" }, "must be equal to constant");
			valid3 = errors.length === errs4;
			if (!valid3) {
				const errs5 = errors.length;
				checkUintString(errors, data1, path, "#/prefixItems/2/anyOf/1/allOf/0", 2);
				valid3 = errors.length === errs5;
			}
			if (valid3) {
				errors.length = errs2;
			} else {
				fail(errors, path + "/2", "#/prefixItems/2/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	checkHex0x(errors, data, path, "#");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
