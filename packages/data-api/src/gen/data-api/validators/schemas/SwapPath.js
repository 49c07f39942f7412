// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { TokenPair } from "./TokenPair.js";

export function SwapPath(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.path !== undefined) {
			const data0 = data.path;
			if (Array.isArray(data0)) {
				const path0 = path + "/path";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!IdObject(data0[i1])) errors.push(...failed(IdObject, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/path", "#/properties/path", "array");
		}
		if (data.pools !== undefined) {
			const data2 = data.pools;
			if (Array.isArray(data2)) {
				const path1 = path + "/pools";
				for (let i3 = 0; i3 < data2.length; i3++) {
					if (!TokenPair(data2[i3])) errors.push(...failed(TokenPair, data2[i3], path1 + "/" + i3));
				}
			} else typeFail(errors, path + "/pools", "#/properties/pools", "array");
		}
	} else typeFail(errors, path, "#", "object");
	SwapPath.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
