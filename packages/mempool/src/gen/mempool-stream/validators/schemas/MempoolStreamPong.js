// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function MempoolStreamPong(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "pong") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "pong" }, "must be equal to constant");
		}
		if (data.seq !== undefined) {
			const data1 = data.seq;
			if (!isInteger(data1)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamPong.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
