// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function MempoolStreamReset(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "reset") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "reset" }, "must be equal to constant");
		}
		if (data.seq !== undefined) {
			const data1 = data.seq;
			if (!isInteger(data1)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
		if (data.reason !== undefined) {
			const data2 = data.reason;
			if (typeof data2 != "string") typeFail(errors, path + "/reason", "#/properties/reason", "string");
		}
		if (data.action !== undefined) {
			const data3 = data.action;
			if (data3 !== "resync") fail(errors, path + "/action", "#/properties/action/const", "const", { allowedValue: "resync" }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamReset.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
